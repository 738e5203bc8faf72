/**
 * The timesheet and overtime reports (document 3, sections 2, 3 and 7): the entries of a
 * period, a page at a time in day order, with the hours per activity and in all summed by the
 * database. Hours travel as decimal text ("7.50"). The types are those of the API's schemas
 * (../schemas/reports.ts).
 */
import type { Static } from 'typebox';
import type {
  ActivityHoursSchema,
  ReportsTimesheetQuerySchema,
  ReportsTimesheetResponseSchema,
  TimesheetReportEntrySchema,
} from '../schemas/reports';
import type { QuerySent } from './reports-query';

/** What the report's filters send; '' or absent means any. `type` (project type) is the timesheet report's only. */
export type ReportsTimesheetQuery = QuerySent<Static<typeof ReportsTimesheetQuerySchema>>;

export type TimesheetReportEntry = Static<typeof TimesheetReportEntrySchema>;

export type ActivityHours = Static<typeof ActivityHoursSchema>;

export type ReportsTimesheetResponse = Static<typeof ReportsTimesheetResponseSchema>;
