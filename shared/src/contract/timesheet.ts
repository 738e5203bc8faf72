/**
 * The timesheet calls (documents 2 and 3): the week, one entry, saving and removing entries, a
 * project's entries, and the projects an entry may be logged on.
 * Types only: the API imports this module too.
 */
import type { IsoDate } from './common';

/** approval_state: 0 waiting for a decision, 1 approved, 2 rejected. */
export type ApprovalState = 0 | 1 | 2;

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
/** How far ahead a vacation project takes entries: a year from today (issue 29). */
export const VACATION_MONTHS_AHEAD = 12;

export type TimesheetEntry = {
  id: number;
  project_id: number;
  project_title: string;
  project_status: number;
  /** The project's status is 3 or 5: shown as inactive, no menu. */
  project_inactive: boolean;
  business_units: string;
  clients_name: string;
  brands_name: string;
  job_number: string;
  manual_date: IsoDate;
  user_id: number;
  user_name: string;
  activity_type_id: number;
  activity_name: string;
  hours: number;
  unit_cost: number;
  extra_request: boolean;
  overtime: boolean;
  qa_issue: boolean;
  details: string | null;
  mjn: string | null;
  approval_state: ApprovalState;
  is_approved: boolean;
  approve_feedback: string | null;
  /** The caller's own entry, its project still active, the entry not approved and not locked. */
  editable: boolean;
  /** Dated on or before the period lock (timesheet-lock.ts): no change, no decision. */
  locked: boolean;
};

export type TimesheetDay = { total_hours: number; timesheet_entries: TimesheetEntry[] };

/**
 * GET ts-by-week/{week}: `week` is a week number counted from the first ISO week of the
 * current year (0 and below reach into last year, 53 and above into the next); the query may
 * carry the PM filters user_id, client_id, brand_id, business_unit_id, project_type_id.
 * `entries` has every day of the week, Monday first.
 */
export type WeekResponse = {
  entries: Record<IsoDate, TimesheetDay>;
  startDate: IsoDate;
  endDate: IsoDate;
  weekNo: number;
};

export type WeekFilters = {
  user_id?: number;
  client_id?: number;
  brand_id?: number;
  business_unit_id?: number;
  project_type_id?: number;
};

/** POST ts, PUT ts/{id}: flags as 0 or 1, manual_date as YYYY-MM-DD. */
export type TimesheetEntryPayload = {
  project_id: number;
  activity_type_id: number;
  hours: number;
  extra_request: 0 | 1;
  overtime: 0 | 1;
  qa_issue: 0 | 1;
  manual_date: IsoDate;
  details: string | null;
  mjn: string | null;
};

export type TimesheetEntryResponse = { data: TimesheetEntry };

/** GET ts-by-projectId/{projectId}: query dev, activity, startDate, endDate. */
export type ProjectTimesheetQuery = { dev?: number; activity?: number; startDate?: IsoDate; endDate?: IsoDate };
export type ProjectTimesheetResponse = {
  data: TimesheetEntry[];
  total_hours: number;
  /** The caller may log time on the project (role 1, project active). */
  can_add: boolean;
  /** The caller sees every developer's entries, with the developer filter (role 2, team leads). */
  sees_all: boolean;
};

/** GET ts-projects: the projects the caller may log time on, with the entry form's rules. */
export type TimesheetProject = {
  id: number;
  title: string;
  status_id: number;
  type_id: number;
  min_te_date: IsoDate | null;
  /** No entry is dated before it (issue 29), nor before min_te_date. */
  start_date: IsoDate;
  is_vacation: boolean;
};
export type TimesheetProjectsResponse = { data: TimesheetProject[] };

/** GET ts-hours-left/{date}: the caller's hours on that day and what the day still takes (at most DAY_HOURS_MAX). */
export type DayHours = { manual_date: IsoDate; total_hours: number; hours_left: number };
export type DayHoursResponse = { data: DayHours };
