/** The external expenses panel (document 2, section 2): for full PMs, on a project without a parent. */
import type { ProjectPanelProps } from '@portal/shared';
import { ExternalExpensesSection } from '../features/external-expenses/components/external-expenses-section';
import { FinancePanel } from '../features/finance-panel/finance-panel';

export function ExternalExpensesPanel({ project }: ProjectPanelProps) {
  return (
    <FinancePanel title="External expenses" project={project} topLevelOnly>
      <ExternalExpensesSection projectId={project.id} />
    </FinancePanel>
  );
}
