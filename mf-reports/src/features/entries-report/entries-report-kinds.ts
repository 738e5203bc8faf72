/**
 * The two entries reports (document 3, sections 2 and 9): the timesheet report (7 days,
 * developer and project type filters, timesheet_report.csv) and the overtime report (31 days,
 * developer only, overtime.csv).
 */
import { PAGE_HEADINGS } from '@portal/shared';
import { lastDays } from '../report-kit/report-period';
import type { EntriesReportCall } from './api/get-reports-entries';

export type EntriesReportKind = {
  title: string;
  call: EntriesReportCall;
  csvFile: string;
  defaultDays: number;
  typeFilter: boolean;
};

export const TIMESHEET_REPORT: EntriesReportKind = {
  title: PAGE_HEADINGS['/reports/timesheet'],
  call: 'reports-timesheet',
  csvFile: 'timesheet_report.csv',
  defaultDays: 7,
  typeFilter: true,
};

export const OVERTIME_REPORT: EntriesReportKind = {
  title: PAGE_HEADINGS['/reports/overtime'],
  call: 'reports-overtime',
  csvFile: 'overtime.csv',
  defaultDays: 31,
  typeFilter: false,
};

export type EntriesFilterValues = { startDate: string; endDate: string; userId: string; type: string };

export function entriesDefaults(kind: EntriesReportKind): EntriesFilterValues {
  return { ...lastDays(kind.defaultDays), userId: '', type: '' };
}
