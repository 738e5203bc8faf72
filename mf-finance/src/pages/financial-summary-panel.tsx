/** The financial summary panel (document 2, section 2). */
import type { ProjectPanelProps } from '@portal/shared';
import { FinancePanel } from '../features/finance-panel/finance-panel';

export function FinancialSummaryPanel({ project }: ProjectPanelProps) {
  return (
    <FinancePanel title="Financial summary" project={project}>
      {null}
    </FinancePanel>
  );
}
