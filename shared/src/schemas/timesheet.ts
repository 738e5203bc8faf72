/**
 * Timesheet calls (documents 2 and 3, issue 29): the week, one entry and its save, a project's
 * entries, the projects an entry may be logged on and the hours a day still takes. The entry
 * and the day sentences are the ones the portal has always shown under its fields.
 */
import { Type } from 'typebox';
import { DataOf, Id, IsoDateSchema, Nullable, PageQuerySchema, Text } from './parts';

/** A day as the timesheet, approval and working-places calls take it (YYYY-MM-DD, 2000-2100, a real day). */
export const TimesheetDate = (options: Record<string, unknown> = {}) =>
  IsoDateSchema({ 'x-messages': { format: 'The :attribute field must be a date in the form YYYY-MM-DD.' }, ...options });

/** Entry hours: more than 0.1, at most 100, at most two decimals (checked by the API with these sentences). */
const HOURS_RANGE_MESSAGE = 'The hours must be more than 0.1 and at most 100.';

/** A flag of the entry form: 0 or 1 (document 2); booleans and their text are taken too. */
const EntryFlag = () =>
  Type.Optional(
    Nullable(Type.Union([Type.Enum([0, 1, '0', '1'], { 'x-messages': { enum: 'The :attribute field must be 0 or 1.' } }), Type.Boolean()])),
  );

/** approval_state: 0 waiting for a decision, 1 approved, 2 rejected. */
export const ApprovalStateSchema = Type.Enum([0, 1, 2]);

export const TimesheetEntrySchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  project_title: Type.String(),
  project_status: Type.Integer(),
  /** The project's status is 3 or 5: shown as inactive, no menu. */
  project_inactive: Type.Boolean(),
  business_units: Type.String(),
  clients_name: Type.String(),
  brands_name: Type.String(),
  job_number: Type.String(),
  manual_date: IsoDateSchema(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  activity_type_id: Type.Integer(),
  activity_name: Type.String(),
  hours: Type.Number(),
  unit_cost: Type.Number(),
  extra_request: Type.Boolean(),
  overtime: Type.Boolean(),
  qa_issue: Type.Boolean(),
  details: Nullable(Type.String()),
  mjn: Nullable(Type.String()),
  approval_state: ApprovalStateSchema,
  is_approved: Type.Boolean(),
  approve_feedback: Nullable(Type.String()),
  /** The caller's own entry, its project still active, the entry not approved and not locked. */
  editable: Type.Boolean(),
  /** Dated on or before the period lock (timesheet-lock.ts): no change, no decision. */
  locked: Type.Boolean(),
});

export const TimesheetDaySchema = Type.Object({ total_hours: Type.Number(), timesheet_entries: Type.Array(TimesheetEntrySchema) });

/** `week` counts from the first ISO week of the current year; a century either way. */
export const WeekParamsSchema = Type.Object({ week: Type.Integer({ minimum: -5300, maximum: 5300 }) });

/** A full project manager's filters of the week (ignored for everyone else). */
export const WeekFiltersSchema = Type.Object({
  user_id: Type.Optional(Id()),
  client_id: Type.Optional(Id()),
  brand_id: Type.Optional(Id()),
  business_unit_id: Type.Optional(Id()),
  project_type_id: Type.Optional(Id()),
});

export const WeekResponseSchema = Type.Object({
  /** Every day of the week, Monday first, by its date. */
  entries: Type.Record(Type.String(), TimesheetDaySchema),
  startDate: IsoDateSchema(),
  endDate: IsoDateSchema(),
  weekNo: Type.Integer(),
});

/** POST ts, PUT ts/{id}: the entry form (flags 0 or 1, hours as a number or its decimal text). */
export const TimesheetEntryPayloadSchema = Type.Object({
  project_id: Id(),
  activity_type_id: Id(),
  hours: Type.Union([
    Type.Number({
      exclusiveMinimum: 0.1,
      maximum: 100,
      'x-messages': { exclusiveMinimum: HOURS_RANGE_MESSAGE, maximum: HOURS_RANGE_MESSAGE },
    }),
    Type.String({ maxLength: 20, pattern: '^\\s*\\d+(\\.\\d+)?\\s*$', 'x-messages': { pattern: HOURS_RANGE_MESSAGE } }),
  ]),
  manual_date: TimesheetDate(),
  extra_request: EntryFlag(),
  overtime: EntryFlag(),
  qa_issue: EntryFlag(),
  details: Type.Optional(Nullable(Text(5000))),
  mjn: Type.Optional(Nullable(Text(100))),
});

export const TimesheetEntryResponseSchema = DataOf(TimesheetEntrySchema);

export const ProjectTimesheetParamsSchema = Type.Object({ projectId: Id() });

export const ProjectTimesheetQuerySchema = Type.Object({
  dev: Type.Optional(Id()),
  activity: Type.Optional(Id()),
  startDate: Type.Optional(TimesheetDate()),
  endDate: Type.Optional(TimesheetDate()),
  page: PageQuerySchema.properties.page,
  resPerPage: PageQuerySchema.properties.resPerPage,
});

export const ProjectTimesheetResponseSchema = Type.Object({
  /** One page of the entries, newest first. */
  data: Type.Array(TimesheetEntrySchema),
  /** The entries of the filters, on every page. */
  totalResults: Type.Integer({ minimum: 0 }),
  /** The hours of the filters, on every page. */
  total_hours: Type.Number(),
  /** The caller may log time on the project (role 1, project active). */
  can_add: Type.Boolean(),
  /** The caller sees every developer's entries, with the developer filter (role 2, team leads). */
  sees_all: Type.Boolean(),
});

export const TimesheetProjectSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status_id: Type.Integer(),
  type_id: Type.Integer(),
  min_te_date: Nullable(IsoDateSchema()),
  /** No entry is dated before it (issue 29), nor before min_te_date. */
  start_date: IsoDateSchema(),
  is_vacation: Type.Boolean(),
  /** The project's own MJN, filled into a new entry on it (issue 32). */
  mjn: Nullable(Type.String()),
});

export const TimesheetProjectsResponseSchema = DataOf(Type.Array(TimesheetProjectSchema));

/** The day is checked by the API (a malformed day is a 422 on `date`, as the form expects). */
export const DayHoursParamsSchema = Type.Object({ date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }) });

export const DayHoursSchema = Type.Object({ manual_date: IsoDateSchema(), total_hours: Type.Number(), hours_left: Type.Number() });
export const DayHoursResponseSchema = DataOf(DayHoursSchema);

/** How the caller's /timesheet shows the week (issue 32): today's list per day, or the week grid. */
export const TimesheetViewSchema = Type.Enum(['list', 'grid']);
export const TimesheetViewBodySchema = Type.Object({ view: TimesheetViewSchema });
