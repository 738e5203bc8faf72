/** /reports/missing-pos (document 3, section 2): projects whose approved estimates of the last 365 days have no purchase order. */
import { MissingReport } from '../features/missing-report/components/missing-report';
import { MISSING_POS } from '../features/missing-report/missing-report-kinds';

export function MissingPosReportPage() {
  return <MissingReport kind={MISSING_POS} />;
}
