/** The cost estimates panel (document 2, section 2). */
import type { ProjectPanelProps } from '@portal/shared';
import { FinancePanel } from '../features/finance-panel/finance-panel';

export function CostEstimatesPanel({ project }: ProjectPanelProps) {
  return (
    <FinancePanel title="Cost estimates" project={project}>
      {null}
    </FinancePanel>
  );
}
