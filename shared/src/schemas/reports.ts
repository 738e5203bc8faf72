/**
 * The management reports (document 3, sections 2, 3, 6 and 7; document 1 for the projects
 * report): what each report's query takes and what it answers. Every report reads a period
 * (`startDate`, `endDate`: real days of 2000-2100) and optional filters; a filter the form
 * leaves empty may arrive as '' and means "any". Hours and money travel as decimal text
 * ("7.50"), summed by the database; counts and capacities as numbers.
 */
import { Type, type TSchema } from 'typebox';
import { Id, IsoDateSchema, MoneyText, Nullable, PageQuerySchema, Text } from './parts';
import { ProjectFilterFields, ProjectRowSchema } from './projects';

// ---- the reports' own parts ----

/** A report period's day, with the message the report forms have always shown. */
export const ReportDate = () => IsoDateSchema({ 'x-messages': { format: 'The :attribute field must be a date in the form YYYY-MM-DD.' } });

/** An optional id filter of a report's query: an id, or '' for "any" (an empty choice). */
export const IdFilter = () => Type.Union([Id(), Type.Literal('', { 'x-messages': { const: 'The :attribute field must be an integer.' } })]);

/** An optional text filter (a title fragment), trimmed by the API; '' means "any". */
export const TextFilter = () => Text(255);

/** Hours as the database sums them: decimal text with two decimals. */
export const HoursText = () => Type.String({ pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$', description: 'Hours as decimal text, "7.50".' });

/** A report answer's day. */
const Day = () => Type.String({ format: 'date' });

/** Every report's period: both days required, the end on or after the start (422 otherwise). */
export const ReportPeriodQuerySchema = Type.Object({ startDate: ReportDate(), endDate: ReportDate() });

const period = ReportPeriodQuerySchema.properties;
const paging = { page: PageQuerySchema.properties.page, resPerPage: PageQuerySchema.properties.resPerPage };

/** A query of the period's fields and `filters`. */
const periodQuery = <P extends Record<string, TSchema>>(filters: P) => Type.Object({ ...period, ...filters });

// ---- income ----

export const ReportsIncomeQuerySchema = periodQuery({
  projectTitle: Type.Optional(TextFilter()),
  clientId: Type.Optional(IdFilter()),
  clientPM: Type.Optional(IdFilter()),
  idgPM: Type.Optional(IdFilter()),
  hogarthPM: Type.Optional(IdFilter()),
});

export const IncomeRowSchema = Type.Object({
  project_id: Type.Integer(),
  project_title: Type.String(),
  /** The purchase order's date. */
  date: Day(),
  po_number: Type.String(),
  client_unit_name: Type.String(),
  client_name: Type.String(),
  client_pm_name: Nullable(Type.String()),
  value: MoneyText(),
  invoice_id: Type.Integer(),
  /** The day the invoice was issued: the day the income counts in. */
  invoice_date: Day(),
  hash: Type.String(),
  /** Where the invoice opens (the deploy's invoicing site), in a new tab. */
  invoice_url: Type.String(),
});

export const ReportsIncomeResponseSchema = Type.Object({ data: Type.Array(IncomeRowSchema), total_income: MoneyText() });

/** Income per month of the period, "YYYY-MM" -> amount, months without income included as "0.00". */
export const ReportsIncomeByMonthResponseSchema = Type.Object({
  data: Type.Record(Type.String({ pattern: '^\\d{4}-\\d{2}$' }), MoneyText()),
});

// ---- timesheet and overtime ----

/** `type` (project type) is the timesheet report's only filter beside the developer. */
export const ReportsTimesheetQuerySchema = periodQuery({ userId: Type.Optional(IdFilter()), type: Type.Optional(IdFilter()), ...paging });
/** The overtime report has no project type filter (a `type` sent is ignored). */
export const ReportsOvertimeQuerySchema = periodQuery({ userId: Type.Optional(IdFilter()), ...paging });

export const TimesheetReportEntrySchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  project_title: Type.String(),
  manual_date: Day(),
  user_name: Type.String(),
  hours: HoursText(),
  activity_name: Type.String(),
  extra_request: Type.Boolean(),
  qa_issue: Type.Boolean(),
  overtime: Type.Boolean(),
  details: Nullable(Type.String()),
  mjn: Nullable(Type.String()),
});

export const ActivityHoursSchema = Type.Object({ activity_name: Type.String(), hours: HoursText() });

export const ReportsTimesheetResponseSchema = Type.Object({
  data: Type.Array(TimesheetReportEntrySchema),
  total: Type.Integer(),
  last_page: Type.Integer(),
  total_hours: HoursText(),
  by_activity: Type.Array(ActivityHoursSchema),
});

// ---- missing timesheet ----

export const ReportsMissingTimesheetQuerySchema = ReportPeriodQuerySchema;

export const MissingTimesheetRowSchema = Type.Object({
  user_id: Type.Integer(),
  user_name: Type.String(),
  count_days: Type.Integer(),
  missing_days: Type.Array(Day()),
});

export const ReportsMissingTimesheetResponseSchema = Type.Object({
  data: Type.Array(MissingTimesheetRowSchema),
  total_missing_days: Type.Integer(),
});

// ---- missing POs, CEs and resource hours ----

export const MissingSectionSchema = Type.Enum(['po', 'ce', 'resource-hours']);

/** The projects list's filters (status as `projectStatusId`; `pm` 1000 is every PM); dates only for po and resource-hours. */
export const ReportsMissingQuerySchema = Type.Object({
  section: MissingSectionSchema,
  clientId: Type.Optional(IdFilter()),
  brandId: Type.Optional(IdFilter()),
  projectStatusId: Type.Optional(IdFilter()),
  clientPM: Type.Optional(IdFilter()),
  type: Type.Optional(IdFilter()),
  pm: Type.Optional(IdFilter()),
  title: Type.Optional(TextFilter()),
  /** Job numbers: comma-separated ids or name fragments. */
  jn: Type.Optional(Text(1000)),
  startDate: Type.Optional(ReportDate()),
  endDate: Type.Optional(ReportDate()),
  ...paging,
});

export const MissingReportRowSchema = Type.Object({
  project_id: Type.Integer(),
  project_job_number: Nullable(Type.String()),
  project_title: Type.String(),
  project_status_name: Type.String(),
  project_type_name: Type.String(),
  brand_name: Type.String(),
  client_pm_name: Nullable(Type.String()),
  idg_pm_name: Nullable(Type.String()),
  /** The approved estimates without a purchase order (po only). */
  value: Nullable(MoneyText()),
  created_at: Day(),
});

/** How many projects (and, for POs, how much) per PM, client PM or project type. */
export const MissingGroupSchema = Type.Object({ name: Type.String(), projects: Type.Integer(), value: Nullable(MoneyText()) });

export const ReportsMissingResponseSchema = Type.Object({
  data: Type.Array(MissingReportRowSchema),
  total: Type.Integer(),
  last_page: Type.Integer(),
  by_pm: Type.Array(MissingGroupSchema),
  by_client_pm: Type.Array(MissingGroupSchema),
  by_type: Type.Array(MissingGroupSchema),
});

// ---- occupancy ----

/** One day of the period: the hours logged and the capacity (hours) of the developers counted. */
export const DayLoadSchema = Type.Object({ day: Day(), hours: HoursText(), capacity: Type.Integer() });
export const NamedHoursSchema = Type.Object({ id: Type.Integer(), name: Type.String(), hours: HoursText() });

export const OccupancyDeveloperSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  hours: HoursText(),
  projects: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), hours: HoursText() })),
});

export const ReportsOccupancyQuerySchema = periodQuery({
  userId: Type.Optional(IdFilter()),
  clientId: Type.Optional(IdFilter()),
  brandId: Type.Optional(IdFilter()),
});

export const ReportsOccupancyResponseSchema = Type.Object({
  by_activity: Type.Array(ActivityHoursSchema),
  by_day: Type.Array(DayLoadSchema),
  devs: Type.Array(OccupancyDeveloperSchema),
  capacity: Type.Integer(),
  total_hours: HoursText(),
});

export const ReportsOccupancyActivityTypeQuerySchema = periodQuery({ activityTypeId: Type.Optional(IdFilter()) });

export const ReportsOccupancyActivityTypeResponseSchema = Type.Object({
  by_day: Type.Array(DayLoadSchema),
  by_user: Type.Array(NamedHoursSchema),
  by_project: Type.Array(NamedHoursSchema),
  capacity: Type.Integer(),
  total_hours: HoursText(),
});

/** The query of both project category reports (every category when none is chosen). */
export const ReportsProjectCategoryQuerySchema = periodQuery({ projectCategoryId: Type.Optional(IdFilter()) });

export const ProjectCategoryFiguresSchema = Type.Object({
  estimated_hours: HoursText(),
  spent_hours: HoursText(),
  estimated_cost: MoneyText(),
  actual_cost: MoneyText(),
});

export const CategoryProjectSchema = Type.Object({
  ...ProjectCategoryFiguresSchema.properties,
  id: Type.Integer(),
  project_title: Type.String(),
  start_date: Day(),
  end_date: Day(),
  owner: Nullable(Type.String()),
});

export const ReportUserSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ReportsOccupancyProjectCategoryResponseSchema = Type.Object({
  users_category: Type.Array(ReportUserSchema),
  projects: Type.Array(CategoryProjectSchema),
  /** The TOTAL row. */
  total: ProjectCategoryFiguresSchema,
  by_day: Type.Array(DayLoadSchema),
  capacity: Type.Integer(),
});

export const ReportsOccupancyPerDayResponseSchema = Type.Object({
  days: Type.Array(DayLoadSchema),
  developers: Type.Array(Type.Object({ ...ReportUserSchema.properties, hours_per_day: Type.Integer() })),
  capacity: Type.Integer(),
  total_hours: HoursText(),
});

// ---- projects report (document 1, /reports/projects) ----

/** The period and the projects list's filters (shared/src/contract/projects.ts says what each means). */
export const ReportsProjectsQuerySchema = periodQuery(ProjectFilterFields);

/** The projects report's rows are the projects list's rows. */
export const ReportsProjectsResponseSchema = Type.Object({ data: Type.Array(ProjectRowSchema), totalResults: Type.Integer() });
