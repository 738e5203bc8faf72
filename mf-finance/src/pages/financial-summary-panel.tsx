/** The financial summary panel (document 2, section 2): the figures the API sums, and their lines. */
import { ErrorState, LoadingState, type ProjectPanelProps } from '@portal/shared';
import { useFinancialSummary } from '../features/financial-summary/api/get-financial-summary';
import { FinancialSummaryView } from '../features/financial-summary/components/financial-summary-view';
import { FinancePanel } from '../features/finance-panel/finance-panel';

export function FinancialSummaryPanel({ project }: ProjectPanelProps) {
  return (
    <FinancePanel title="Financial summary" project={project}>
      <FinancialSummaryContent projectId={project.id} />
    </FinancePanel>
  );
}

function FinancialSummaryContent({ projectId }: { projectId: number }) {
  const { data, error, mutate } = useFinancialSummary(projectId);
  if (error && !data) return <ErrorState message="The financial summary could not be loaded." onRetry={() => void mutate()} />;
  if (!data) return <LoadingState />;
  return <FinancialSummaryView summary={data} />;
}
