/** The purchase orders panel (document 2, section 2): for full PMs, on a project without a parent. */
import type { ProjectPanelProps } from '@portal/shared';
import { FinancePanel } from '../features/finance-panel/finance-panel';
import { PurchaseOrdersSection } from '../features/purchase-orders/components/purchase-orders-section';

export function PurchaseOrdersPanel({ project }: ProjectPanelProps) {
  return (
    <FinancePanel title="Purchase orders" project={project} topLevelOnly>
      <PurchaseOrdersSection projectId={project.id} />
    </FinancePanel>
  );
}
