/**
 * The missing timesheet report (document 3, sections 2, 3 and 7): per developer, the working
 * days of a period on which they logged less than 8 hours. The types are those of the API's
 * schemas (../schemas/reports.ts).
 */
import type { Static } from 'typebox';
import type {
  MissingTimesheetRowSchema,
  ReportsMissingTimesheetQuerySchema,
  ReportsMissingTimesheetResponseSchema,
} from '../schemas/reports';

export type ReportsMissingTimesheetQuery = Static<typeof ReportsMissingTimesheetQuerySchema>;

export type MissingTimesheetRow = Static<typeof MissingTimesheetRowSchema>;

export type ReportsMissingTimesheetResponse = Static<typeof ReportsMissingTimesheetResponseSchema>;
