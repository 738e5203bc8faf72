/**
 * The missing POs, CEs and resource hours reports (document 3, sections 2, 3 and 7): the
 * projects that lack purchase orders for their approved estimates, any cost estimate, or any
 * assigned resource; a page of them and their counts per PM, client PM and project type. The
 * types are those of the API's schemas (../schemas/reports.ts).
 */
import type { Static } from 'typebox';
import type {
  MissingGroupSchema,
  MissingReportRowSchema,
  MissingSectionSchema,
  ReportsMissingQuerySchema,
  ReportsMissingResponseSchema,
} from '../schemas/reports';
import type { QuerySent } from './reports-query';

export type MissingSection = Static<typeof MissingSectionSchema>;

/** What the report's filters send; '' or absent means any; `pm` 1000 is every PM. Dates only for po and resource-hours. */
export type ReportsMissingQuery = QuerySent<Static<typeof ReportsMissingQuerySchema>>;

export type MissingReportRow = Static<typeof MissingReportRowSchema>;

/** How many projects (and, for POs, how much) per PM, client PM or project type. */
export type MissingGroup = Static<typeof MissingGroupSchema>;

export type ReportsMissingResponse = Static<typeof ReportsMissingResponseSchema>;
