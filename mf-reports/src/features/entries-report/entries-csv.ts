/** The timesheet and overtime reports as CSV (timesheet_report.csv, overtime.csv): the table's columns, hours as the table shows them (7.50), flags as Yes/No. */
import type { TimesheetReportEntry } from '@portal/shared';
import type { CsvColumn } from '@portal/shared/csv';
import { formatDate } from '@portal/shared/format';

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

export const ENTRIES_CSV_COLUMNS: CsvColumn<TimesheetReportEntry>[] = [
  { label: 'Project', value: (entry) => entry.project_title },
  { label: 'Date', value: (entry) => formatDate(entry.manual_date) },
  { label: 'User', value: (entry) => entry.user_name },
  { label: 'Hours', value: (entry) => entry.hours },
  { label: 'Activity', value: (entry) => entry.activity_name },
  { label: 'Extra request', value: (entry) => yesNo(entry.extra_request) },
  { label: 'QA', value: (entry) => yesNo(entry.qa_issue) },
  { label: 'Overtime', value: (entry) => yesNo(entry.overtime) },
  { label: 'Details', value: (entry) => entry.details },
  { label: 'MJN', value: (entry) => entry.mjn },
];
