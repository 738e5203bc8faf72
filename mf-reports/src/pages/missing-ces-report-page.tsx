/** /reports/missing-ces (document 3, section 2): projects without any cost estimate. */
import { MissingReport } from '../features/missing-report/components/missing-report';
import { MISSING_CES } from '../features/missing-report/missing-report-kinds';

export function MissingCesReportPage() {
  return <MissingReport kind={MISSING_CES} />;
}
