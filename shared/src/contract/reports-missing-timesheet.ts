/**
 * The missing timesheet report (document 3, sections 2, 3 and 7): per developer, the working
 * days of a period on which they logged less than 8 hours.
 */
import type { IsoDate } from './common';

export type ReportsMissingTimesheetQuery = { startDate: IsoDate; endDate: IsoDate };

export type MissingTimesheetRow = { user_id: number; user_name: string; count_days: number; missing_days: IsoDate[] };

export type ReportsMissingTimesheetResponse = { data: MissingTimesheetRow[]; total_missing_days: number };
