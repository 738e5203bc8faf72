/**
 * The projects area (document 1, sections 2, 5, 7 and 9): the projects list and its filters,
 * the lookups its filters and the project form offer, one project, the project form's fields
 * (multipart), the set-parent dialog and the activity types a caller works in on a project.
 * What each filter means is written down in ../contract/projects.ts.
 */
import { Type, type TSchema } from 'typebox';
import { FilledText, Id, INT32_MAX, IsoDateSchema, List, Nullable, PageQuerySchema, Text } from './parts';

const INVALID = 'The selected :attribute is invalid.';
const NOT_AN_INTEGER = 'The :attribute field must be an integer.';

/**
 * A filter's id in a query string: 0 (or nothing, or empty) means "any"; above int32 no record
 * has it. Empty text is taken as absent, as the list always took it.
 */
export const FilterIdSchema = (options: Record<string, unknown> = {}) =>
  Type.Union(
    [
      Type.Integer({ minimum: 0, maximum: INT32_MAX, 'x-messages': { minimum: INVALID, maximum: INVALID } }),
      Type.Literal('', { 'x-messages': { const: NOT_AN_INTEGER } }),
    ],
    options,
  );

/** Free text of a filter (a case-insensitive substring). */
const FilterText = (options: Record<string, unknown> = {}) => Text(255, options);

/** The list filters, shared by GET projects, GET reports-projects and the missing-records report. */
export const ProjectFilterFields = {
  status: Type.Optional(FilterIdSchema()),
  role: Type.Optional(
    Type.Union([Type.Literal('developer'), Type.Literal('teamlead'), Type.Literal('')], { 'x-messages': { anyOf: INVALID } }),
  ),
  clientId: Type.Optional(FilterIdSchema()),
  brandId: Type.Optional(FilterIdSchema()),
  /** Client PM (hogarth_pm_id). */
  clientPM: Type.Optional(FilterIdSchema()),
  /** Project type id. */
  type: Type.Optional(FilterIdSchema()),
  /** Owner (IDG PM) id; 1000 = all. */
  pm: Type.Optional(FilterIdSchema()),
  categoryId: Type.Optional(FilterIdSchema()),
  title: Type.Optional(FilterText()),
  costEstimation: Type.Optional(FilterText()),
  description: Type.Optional(FilterText()),
  /** Comma-separated job number ids (or name fragments), or the parameter repeated. */
  jn: Type.Optional(Type.Union([Text(2000), List(Text(2000), 100)])),
  sort: Type.Optional(
    Type.Union(
      [
        Type.Literal('id'),
        Type.Literal('title'),
        Type.Literal('client_name'),
        Type.Literal('brand_name'),
        Type.Literal('start_date'),
        Type.Literal('deadline'),
        Type.Literal('estimated_cost'),
        Type.Literal('actual_cost'),
        Type.Literal('profit'),
        Type.Literal(''),
      ],
      { 'x-messages': { anyOf: INVALID } },
    ),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')], { 'x-messages': { anyOf: INVALID } })),
};

export const ProjectFiltersSchema = Type.Object(ProjectFilterFields);

export const ProjectsQuerySchema = Type.Object({
  ...ProjectFilterFields,
  page: PageQuerySchema.properties.page,
  resPerPage: PageQuerySchema.properties.resPerPage,
});

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ProjectStatusSchema = Ref;
export const ProjectTypeSchema = Ref;
export const JobNumberSchema = Ref;
export const TeamLeadSchema = Ref;
/** A disabled category keeps its projects but is not offered for new choices (document 3). */
export const ProjectCategorySchema = Type.Object({ id: Type.Integer(), title: Type.String(), disabled: Type.Optional(Type.Boolean()) });

/** One row of the projects list and of the projects report. */
export const ProjectRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  parent_id: Nullable(Type.Integer()),
  has_children: Type.Boolean(),
  status_id: Type.Integer(),
  status_name: Type.String(),
  job_numbers: Type.Array(JobNumberSchema),
  /** The business units of the project's brand. */
  business_units: Type.Array(Ref),
  client_id: Type.Integer(),
  client_name: Type.String(),
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  hogarth_pm_id: Nullable(Type.Integer()),
  hg_pm_name: Nullable(Type.String()),
  owner_id: Type.Integer(),
  idg_pm_name: Type.String(),
  type_id: Type.Integer(),
  type: Type.String(),
  category_id: Type.Integer(),
  category_title: Type.String(),
  start_date: IsoDateSchema(),
  deadline: IsoDateSchema(),
  estimated_cost: Type.Number(),
  actual_cost: Type.Number(),
  /** estimated_cost - actual_cost. */
  profit: Type.Number(),
  /** The caller is one of the project's team leads (the list's role column for role 1). */
  teamlead_view: Type.Boolean(),
});

export const ProjectsResponseSchema = Type.Object({
  data: Type.Object({ projects: Type.Array(ProjectRowSchema) }),
  totalResults: Type.Integer(),
  /** The caller leads at least one project or carries the team lead flag (shows the role filter). */
  is_teamlead: Type.Boolean(),
});

export const ProjectStatusesResponseSchema = Type.Object({ data: Type.Array(ProjectStatusSchema) });
export const ProjectTypesResponseSchema = Type.Object({ data: Type.Array(ProjectTypeSchema), totalResults: Type.Integer() });
export const ProjectCategoriesResponseSchema = Type.Object({
  data: Type.Object({ paginatedProjectCategories: Type.Array(ProjectCategorySchema) }),
  totalResults: Type.Integer(),
});
export const TeamLeadsResponseSchema = Type.Object({ data: Type.Object({ users: Type.Array(TeamLeadSchema) }) });

export const JobNumbersLoadAllQuerySchema = Type.Object({ project_status: Type.Optional(FilterIdSchema()) });
export const JobNumbersLoadAllResponseSchema = Type.Object({ data: Type.Array(JobNumberSchema) });

export const ProjectDetailSchema = Type.Object({
  ...ProjectRowSchema.properties,
  has_access: Type.Literal(true),
  description: Nullable(Type.String()),
  mjn: Nullable(Type.String()),
  /** What is stored: a network path, or the name of an uploaded file. */
  filepath: Nullable(Type.String()),
  /** Download URL of an uploaded file (GET with the bearer token), null otherwise. */
  file_url: Nullable(Type.String()),
  /** Original name of an uploaded file. */
  file_name: Nullable(Type.String()),
  fixed_price: Nullable(Type.Number()),
  teamlead_ids: Type.Array(Type.Integer()),
  teamleads: Type.Array(TeamLeadSchema),
  owner_name: Type.String(),
  children: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  /** Title of the parent ("settle") project. */
  settle_title: Nullable(Type.String()),
});
/** A project the caller may not see: the portal sends the user back to /projects. */
export const ProjectNoAccessSchema = Type.Object({ id: Type.Integer(), has_access: Type.Literal(false) });
export const ProjectResponseSchema = Type.Object({ project: Type.Union([ProjectDetailSchema, ProjectNoAccessSchema]) });

/** An id as a form field: text of digits (multipart) or a number (JSON). */
const FormId = () => Id();
/** An optional id the form sends empty. */
const OptionalFormId = () => Type.Optional(Type.Union([Id(), Type.Literal('', { 'x-messages': { const: NOT_AN_INTEGER } }), Type.Null()]));
/** A list field: JSON text or comma-separated text (multipart), or a list (JSON). */
const FormList = <T extends TSchema>(item: T) => Type.Union([Text(20_000), List(item, 1000)]);

/** The project's fixed price: at most ten digits before the point and two after (numeric(12,2)); empty is none. */
export const FIXED_PRICE_MESSAGE = 'The fixed price must be a positive amount with at most two decimals.';

/**
 * POST save-project[/{id}]: the fields of the project form, as multipart text (or JSON). The
 * job numbers and team leads are lists (JSON text, or typed comma-separated text); the file is
 * `file_path` (an empty part keeps the stored file).
 */
export const SaveProjectFormSchema = Type.Object({
  job_numbers: FormList(Text(100)),
  title: FilledText(255),
  mjn: Type.Optional(Nullable(Text(100))),
  description: Type.Optional(Nullable(Text(10_000))),
  brand_id: FormId(),
  client_id: FormId(),
  start_date: IsoDateSchema(),
  deadline: IsoDateSchema(),
  owner_id: FormId(),
  type_id: FormId(),
  category_id: FormId(),
  hogarth_pm_id: OptionalFormId(),
  fixed_price: Type.Optional(
    Nullable(
      Type.String({ maxLength: 20, pattern: '^\\s*(\\d{1,10}(\\.\\d{1,2})?)?\\s*$', 'x-messages': { pattern: FIXED_PRICE_MESSAGE } }),
    ),
  ),
  teamlead_ids: Type.Optional(Nullable(FormList(Id()))),
  file_path: Type.Optional(Type.String({ format: 'binary' })),
});

/** 200 on edit, 201 on create. */
export const SaveProjectResponseSchema = Type.Object({ data: Type.Object({ id: Type.Integer() }), message: Type.String() });

export const ProjectParentCandidateSchema = Type.Object({ id: Type.Integer(), title: Type.String() });
/** `refusal` says why there are no candidates when the project may not take a parent at all. */
export const ProjectParentsResponseSchema = Type.Object({
  data: Type.Array(ProjectParentCandidateSchema),
  refusal: Type.Optional(Type.String()),
});
export const SetProjectParentRequestSchema = Type.Object({ project_id: Id(), parent_id: Id() });
export const SetProjectParentResponseSchema = Type.Object({
  data: Type.Object({ id: Type.Integer(), parent_id: Type.Integer() }),
  message: Type.String(),
});

/** An activity type as the timesheet form, the estimate lines and the resource form offer it. */
export const OfferedActivityTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rate: Nullable(Type.String()),
  usd_currency: Type.Boolean(),
  disabled: Type.Boolean(),
});
export const ProjectActivityTypesResponseSchema = Type.Object({ data: Type.Array(OfferedActivityTypeSchema) });
