/** /reports/timesheet (document 3, section 2): the entries of the last 7 days by default, filtered by developer and project type. */
import { EntriesReport } from '../features/entries-report/components/entries-report';
import { TIMESHEET_REPORT } from '../features/entries-report/entries-report-kinds';

export function TimesheetReportPage() {
  return <EntriesReport kind={TIMESHEET_REPORT} />;
}
