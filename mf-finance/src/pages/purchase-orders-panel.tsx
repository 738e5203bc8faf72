/** The purchase orders panel (document 2, section 2), owned by finance-b. */
import type { ProjectPanelProps } from '@portal/shared';
import { FinancePanel } from '../features/finance-panel/finance-panel';
import { PurchaseOrdersList } from '../features/purchase-orders/components/purchase-orders-list';

export function PurchaseOrdersPanel({ project }: ProjectPanelProps) {
  return (
    <FinancePanel title="Purchase orders" project={project} topLevelOnly>
      <PurchaseOrdersList projectId={project.id} />
    </FinancePanel>
  );
}
