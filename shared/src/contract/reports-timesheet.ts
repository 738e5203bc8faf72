/**
 * The timesheet and overtime reports (document 3, sections 2, 3 and 7): the entries of a
 * period, a page at a time in day order, with the hours per activity and in all summed by the
 * database. Hours travel as decimal text ("7.50").
 */
import type { IsoDate } from './common';

/** What the report's filters send; '' or absent means any. `type` (project type) is the timesheet report's only. */
export type ReportsTimesheetQuery = {
  startDate: IsoDate;
  endDate: IsoDate;
  userId?: string;
  type?: string;
  page?: number;
  resPerPage?: number;
};

export type TimesheetReportEntry = {
  id: number;
  project_id: number;
  project_title: string;
  manual_date: IsoDate;
  user_name: string;
  hours: string;
  activity_name: string;
  extra_request: boolean;
  qa_issue: boolean;
  overtime: boolean;
  details: string | null;
  mjn: string | null;
};

export type ActivityHours = { activity_name: string; hours: string };

export type ReportsTimesheetResponse = {
  data: TimesheetReportEntry[];
  total: number;
  last_page: number;
  total_hours: string;
  by_activity: ActivityHours[];
};
