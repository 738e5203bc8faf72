/**
 * The timesheet calls (documents 2 and 3): the week, one entry, saving and removing entries, a
 * project's entries, and the projects an entry may be logged on.
 * Types (from the API's schemas, ../schemas/timesheet.ts) and constants only: the API imports this module too.
 */
import type { Static } from 'typebox';
import type {
  ApprovalStateSchema,
  DayHoursResponseSchema,
  DayHoursSchema,
  ProjectTimesheetQuerySchema,
  ProjectTimesheetResponseSchema,
  TimesheetDaySchema,
  TimesheetEntryPayloadSchema,
  TimesheetEntryResponseSchema,
  TimesheetEntrySchema,
  TimesheetProjectSchema,
  TimesheetProjectsResponseSchema,
  TimesheetViewBodySchema,
  TimesheetViewSchema,
  WeekFiltersSchema,
  WeekResponseSchema,
} from '../schemas/timesheet';

/** approval_state: 0 waiting for a decision, 1 approved, 2 rejected. */
export type ApprovalState = Static<typeof ApprovalStateSchema>;

/** Project statuses whose entries are inactive: no new entry, no edit, no removal (3 closed, 5 cancelled). */
export const INACTIVE_PROJECT_STATUSES = [3, 5] as const;
/** The one time-and-material project that takes entries without an MJN (document 2, section 9). */
export const MJN_EXEMPT_PROJECT_ID = 10417;
/** The project type whose entries need an MJN (time and material). */
export const MJN_PROJECT_TYPE_ID = 2;
/** Hours of one entry: more than the minimum, at most the maximum. */
export const ENTRY_HOURS = { above: 0.1, max: 100 } as const;
/** A working day's capacity; a day under it is a shortfall. */
export const DAILY_CAPACITY_HOURS = 8;
/** The most one developer's entries of one day may add up to (issue 29). */
export const DAY_HOURS_MAX = 24;
/** Hours are kept to the hundredth: more decimals are refused, never rounded (issue 29). */
export const HOURS_DECIMALS = 2;
/** Entries on a page of a project's timesheet (`GET ts-by-projectId` unless resPerPage says otherwise, and its panel). */
export const PROJECT_TIMESHEET_PAGE_SIZE = 100;
/** How far ahead a vacation project takes entries: a year from today (issue 29). */
export const VACATION_MONTHS_AHEAD = 12;

export type TimesheetEntry = Static<typeof TimesheetEntrySchema>;

export type TimesheetDay = Static<typeof TimesheetDaySchema>;

/**
 * GET ts-by-week/{week}: `week` is a week number counted from the first ISO week of the
 * current year (0 and below reach into last year, 53 and above into the next); the query may
 * carry the PM filters user_id, client_id, brand_id, business_unit_id, project_type_id.
 * `entries` has every day of the week, Monday first.
 */
export type WeekResponse = Static<typeof WeekResponseSchema>;

export type WeekFilters = Static<typeof WeekFiltersSchema>;

/** POST ts, PUT ts/{id}: flags as 0 or 1, manual_date as YYYY-MM-DD. */
export type TimesheetEntryPayload = Static<typeof TimesheetEntryPayloadSchema>;

export type TimesheetEntryResponse = Static<typeof TimesheetEntryResponseSchema>;

/** GET ts-by-projectId/{projectId}: query dev, activity, startDate, endDate. */
export type ProjectTimesheetQuery = Static<typeof ProjectTimesheetQuerySchema>;
export type ProjectTimesheetResponse = Static<typeof ProjectTimesheetResponseSchema>;

/** GET ts-projects: the projects the caller may log time on, with the entry form's rules. */
export type TimesheetProject = Static<typeof TimesheetProjectSchema>;
export type TimesheetProjectsResponse = Static<typeof TimesheetProjectsResponseSchema>;

/** GET ts-hours-left/{date}: the caller's hours on that day and what the day still takes (at most DAY_HOURS_MAX). */
export type DayHours = Static<typeof DayHoursSchema>;
export type DayHoursResponse = Static<typeof DayHoursResponseSchema>;

/** GET and PUT ts-view: the caller's remembered /timesheet view (issue 32), kept with their settings. */
export type TimesheetView = Static<typeof TimesheetViewSchema>;
export type TimesheetViewBody = Static<typeof TimesheetViewBodySchema>;
