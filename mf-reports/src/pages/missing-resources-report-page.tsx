/** /reports/missing-resources (document 3, section 2): projects running in the last 365 days without assigned resources. */
import { MissingReport } from '../features/missing-report/components/missing-report';
import { MISSING_RESOURCES } from '../features/missing-report/missing-report-kinds';

export function MissingResourcesReportPage() {
  return <MissingReport kind={MISSING_RESOURCES} />;
}
