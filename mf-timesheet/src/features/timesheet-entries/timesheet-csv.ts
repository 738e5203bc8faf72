/**
 * Timesheet entries as CSV with the portal's writer (@portal/shared/csv): the week's
 * timesheet.csv and a project's panel export (named after the project id).
 */
import { type TimesheetEntry } from '@portal/shared';
import { formatDate } from '@portal/shared/format';
import { type CsvColumn, csvFile } from '@portal/shared/csv';

export const TIMESHEET_CSV_FILE = 'timesheet.csv';
export const projectCsvFile = (projectId: number) => `${projectId}.csv`;

export const APPROVAL_LABELS = { 0: 'Pending', 1: 'Approved', 2: 'Rejected' } as const;

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

const COLUMNS: CsvColumn<TimesheetEntry>[] = [
  { label: 'Date', value: (e) => formatDate(e.manual_date) },
  { label: 'Developer', value: (e) => e.user_name },
  { label: 'Project ID', value: (e) => e.project_id },
  { label: 'Project', value: (e) => e.project_title },
  { label: 'Client', value: (e) => e.clients_name },
  { label: 'Brand', value: (e) => e.brands_name },
  { label: 'Business units', value: (e) => e.business_units },
  { label: 'Job number', value: (e) => e.job_number },
  { label: 'Activity', value: (e) => e.activity_name },
  { label: 'Hours', value: (e) => e.hours },
  { label: 'MJN', value: (e) => e.mjn },
  { label: 'Extra request', value: (e) => yesNo(e.extra_request) },
  { label: 'Overtime', value: (e) => yesNo(e.overtime) },
  { label: 'QA issue', value: (e) => yesNo(e.qa_issue) },
  { label: 'Approval', value: (e) => APPROVAL_LABELS[e.approval_state] },
  { label: 'Feedback', value: (e) => e.approve_feedback },
  { label: 'Details', value: (e) => e.details },
];

export function timesheetCsv(entries: readonly TimesheetEntry[]): string {
  return csvFile(entries, COLUMNS);
}
