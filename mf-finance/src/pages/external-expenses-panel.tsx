/** The external expenses panel (document 2, section 2), owned by finance-b. */
import type { ProjectPanelProps } from '@portal/shared';
import { FinancePanel } from '../features/finance-panel/finance-panel';
import { ExternalExpensesList } from '../features/external-expenses/components/external-expenses-list';

export function ExternalExpensesPanel({ project }: ProjectPanelProps) {
  return (
    <FinancePanel title="External expenses" project={project} topLevelOnly>
      <ExternalExpensesList projectId={project.id} />
    </FinancePanel>
  );
}
