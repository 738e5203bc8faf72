/** /reports/overtime (document 3, section 2): the overtime entries of the last 31 days by default, filtered by developer. */
import { EntriesReport } from '../features/entries-report/components/entries-report';
import { OVERTIME_REPORT } from '../features/entries-report/entries-report-kinds';

export function OvertimeReportPage() {
  return <EntriesReport kind={OVERTIME_REPORT} />;
}
