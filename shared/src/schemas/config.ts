/**
 * The configuration area (document 3, sections 2-9), the clients administration (document 2,
 * section 7) and the timesheet's period lock: activity types, users, client and IDG units,
 * wildcards, expense and project categories, business units, clients and the lock. Brands are
 * in ./brands.ts. Each list keeps the envelope its document names (so they differ).
 */
import { Type } from 'typebox';
import { Id, IsoDateSchema, List, Nullable, SavedOf, Text } from './parts';

// ---- parts of this area ----

/**
 * A checkbox as the configuration forms send it: a boolean, 0/1 or their text forms; null or ''
 * means "not given" (the field keeps its default). One `enum`, so a wrong value has one message.
 */
export const FormFlag = (options: Record<string, unknown> = {}) =>
  Type.Unsafe<boolean | 0 | 1 | '0' | '1' | 'true' | 'false' | null | ''>({
    enum: [true, false, 0, 1, '0', '1', 'true', 'false', null, ''],
    'x-messages': { enum: 'The :attribute field must be true or false.' },
    ...options,
  });

/** Text of blanks only (a `not` of it refuses blank text, and leaves other types to `type`). */
const BLANK = { type: 'string', pattern: '^\\s*$' };

/**
 * Text that must be given and not blank, at most `max` characters, no NUL byte. Not parts.ts's
 * FilledText: its one pattern answers a blank value with the NUL sentence; here blank fails
 * `not` (answered "The :attribute field is required.") and only a NUL fails the pattern.
 */
export const RequiredText = (max: number) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: '^[^\\u0000]*$',
    not: BLANK,
    'x-messages': { pattern: 'The :attribute field must not contain a NUL character.' },
  });

/**
 * An id in a list of ids: a positive int32, or its digits as text (older scripts send them so).
 * Text above the int32 range passes the pattern; the routes answer it as an unknown id.
 */
export const IdOrDigits = () =>
  Type.Union([
    Id(),
    Type.String({ pattern: '^\\s*[1-9][0-9]{0,9}\\s*$', 'x-messages': { pattern: 'The selected :attribute is invalid.' } }),
  ]);

/**
 * A list of ids a form sends (a developer's activity types, ...): at most `max`, null for none.
 * One schema with two types rather than a union with null, so a wrong value has one message.
 */
export const IdList = (max: number) =>
  Type.Unsafe<(number | string)[] | null>({
    ...List(IdOrDigits(), max),
    type: ['array', 'null'],
    'x-messages': { type: 'The :attribute field must be a list of ids.' },
  });

/**
 * An e-mail address, simple on purpose: one @, no spaces, a dot in the domain; surrounding blanks
 * are trimmed. Real checking is the mail itself. Blank is "required" (`not`), so the pattern lets it by.
 */
export const EmailText = () =>
  Type.String({
    minLength: 1,
    maxLength: 255,
    pattern: '^\\s*$|^\\s*[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+\\s*$',
    not: BLANK,
    'x-messages': {
      pattern: 'The :attribute field must be a valid email address.',
      maxLength: 'The :attribute field must be a valid email address.',
    },
  });

/** A day in an answer (YYYY-MM-DD). */
const DayText = () => Type.String({ format: 'date' });

const totalResults = Type.Integer({ minimum: 0 });

// ---- activity types ----

export const ActivityTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Free text (document 3, section 5: "no check"), null when empty. */
  rate: Nullable(Type.String()),
  usd_currency: Type.Boolean(),
  disabled: Type.Boolean(),
});

/** Name required; the rate is free text of at most 50 characters (a number typed in a form may arrive as a number). */
export const ActivityTypeRequestSchema = Type.Object({
  name: RequiredText(255),
  rate: Type.Optional(Type.Union([Text(50), Type.Number(), Type.Null()])),
  usd_currency: Type.Optional(FormFlag()),
});

export const ActivityTypesResponseSchema = Type.Object({
  data: Type.Object({ paginatedActivityTypes: Type.Array(ActivityTypeSchema) }),
  totalResults,
});

// ---- users ----

/** Users-administration roles (docs/roles.md): 2 Infodesign PM, 3 Hogarth PM, 4 Developer, 6 IT. */
const ADMIN_ROLE_IDS: [2, 3, 4, 6] = [2, 3, 4, 6];
export const AdminRoleIdSchema = Type.Enum(ADMIN_ROLE_IDS);

export const UserLocationSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const ActivityTypeRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const ProjectCategoryRefSchema = Type.Object({ id: Type.Integer(), title: Type.String() });

export const ConfigUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  /** Users-administration role (2, 3, 4 or 6). */
  role: Type.Integer(),
  location_id: Type.Integer(),
  /** Name of the location. */
  location: Nullable(Type.String()),
  is_limited_pm: Type.Boolean(),
  is_teamlead: Type.Boolean(),
  /** Inactive users cannot sign in and are left out of choices. */
  disabled: Type.Boolean(),
  /** The developer's activity types (empty for other roles), by name. */
  UserActivities: Type.Array(ActivityTypeRefSchema),
  /** The developer's project categories (empty for other roles), by title. */
  UserProjectCategories: Type.Array(ProjectCategoryRefSchema),
});

/** A role without a users page is no page: 404. */
export const UsersByRoleParamsSchema = Type.Object({ roleId: Type.Integer({ enum: ADMIN_ROLE_IDS }) });

export const UsersByRoleResponseSchema = Type.Object({ data: Type.Object({ users: Type.Array(ConfigUserSchema) }), totalResults });

const userFields = {
  phone: Type.Optional(Nullable(Text(50))),
  location_id: Type.Optional(Nullable(Id())),
  is_limited_pm: Type.Optional(FormFlag()),
  is_teamlead: Type.Optional(FormFlag()),
};

/** POST users: name and e-mail required; the role defaults to a developer (4). */
export const UserRequestSchema = Type.Object({
  name: RequiredText(255),
  email: EmailText(),
  ...userFields,
  role_id: Type.Optional(Nullable(AdminRoleIdSchema)),
});

/**
 * PUT users/{id}: name and e-mail as on POST (required, which the route checks), unless the body
 * carries only `is_teamlead`, the developers page's team lead action. The role has its own call.
 */
export const UserChangeSchema = Type.Object({
  name: Type.Optional(RequiredText(255)),
  email: Type.Optional(EmailText()),
  ...userFields,
});

/** PUT users/{id} with the team lead flag alone: grants or revokes it. */
export const TeamLeadRequestSchema = Type.Object({ is_teamlead: FormFlag() });

/** POST role: sets the users-administration role of a user. */
export const RoleRequestSchema = Type.Object({ user_id: Id(), role_id: AdminRoleIdSchema });

/** POST user-activity-types: replaces a developer's activity types and project categories (ids). */
export const UserActivityTypesRequestSchema = Type.Object({
  user_id: Id(),
  user_activities: Type.Optional(IdList(1000)),
  user_project_categories: Type.Optional(IdList(1000)),
});

export const LocationsResponseSchema = Type.Object({ data: Type.Array(UserLocationSchema) });

// ---- client units and IDG units ----

export const UnitSchema = Type.Object({ id: Type.Integer(), name: Type.String(), legal_entity: Type.String() });
export const UnitRequestSchema = Type.Object({ name: RequiredText(255), legal_entity: RequiredText(255) });
export const ClientUnitsResponseSchema = Type.Object({ data: Type.Object({ paginatedClientUnits: Type.Array(UnitSchema) }), totalResults });
export const IdgUnitsResponseSchema = Type.Object({
  data: Type.Object({ paginatedInfodesignUnits: Type.Array(UnitSchema) }),
  totalResults,
});

// ---- wildcards ----

/** A wildcard granted to a developer on a day (`Wildcards`, the date, as the document names it). */
export const WildcardSchema = Type.Object({ id: Type.Integer(), user_id: Type.Integer(), name: Type.String(), Wildcards: DayText() });
export const WildcardsResponseSchema = Type.Object({ data: Type.Object({ user_wildcards: Type.Array(WildcardSchema) }), totalResults });
/** POST wildcards: an active developer (role 4); the date is today. */
export const WildcardRequestSchema = Type.Object({ user_id: Id() });

// ---- expense and project categories ----

export const ExpenseCategorySchema = Type.Object({ id: Type.Integer(), title: Type.String() });
/** A project category as the configuration calls answer it (the projects area lists them too). */
export const ConfigProjectCategorySchema = Type.Object({ id: Type.Integer(), title: Type.String(), disabled: Type.Boolean() });
export const CategoryRequestSchema = Type.Object({ title: RequiredText(255) });
/** PUT project-categories/{id}: the title, the disabled flag, or both (one at least; the route checks). */
export const ProjectCategoryChangeSchema = Type.Object({
  title: Type.Optional(Nullable(Text(255))),
  disabled: Type.Optional(FormFlag()),
});
/** GET expenses-categories: totalResults inside data, as the document says. */
export const ExpensesCategoriesResponseSchema = Type.Object({
  data: Type.Object({ paginatedCategories: Type.Array(ExpenseCategorySchema), totalResults }),
});

// ---- business units ----

export const BusinessUnitSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  show_on_project: Type.Boolean(),
});
export const BusinessUnitRequestSchema = Type.Object({
  name: RequiredText(255),
  type: RequiredText(100),
  show_on_project: Type.Optional(FormFlag()),
});
export const BusinessUnitsResponseSchema = Type.Object({ data: Type.Array(BusinessUnitSchema), total: totalResults });
export const AllBusinessUnitsResponseSchema = Type.Object({ data: Type.Array(BusinessUnitSchema) });

// ---- clients (document 2) ----

export const ClientSchema = Type.Object({ id: Type.Integer(), name: Type.String(), cb_visible: Type.Boolean() });
/** cb_visible defaults to true. */
export const ClientRequestSchema = Type.Object({ name: RequiredText(255), cb_visible: Type.Optional(FormFlag()) });
export const ClientsResponseSchema = Type.Object({ data: Type.Object({ paginatedClients: Type.Array(ClientSchema) }), totalResults });

// ---- the timesheet's period lock ----

export const TimesheetLockSchema = Type.Object({
  /** Entries dated on or before this day are locked; null when nothing is. */
  locked_until: Nullable(DayText()),
  updated_by_name: Nullable(Type.String()),
  updated_at: Nullable(Type.String()),
});

/** PUT timesheet-lock: a day not after today (the route checks), or null (or nothing, or '') to unlock. */
export const TimesheetLockPayloadSchema = Type.Object({
  locked_until: Type.Optional(
    Type.Union([
      IsoDateSchema({ 'x-messages': { format: 'The :attribute field must be a date in the form YYYY-MM-DD.' } }),
      Type.Null(),
      // '' as a string of no characters, not a literal: a literal's `const` would answer an array
      // with "The selected ... is invalid." before "must be a string".
      Type.String({ maxLength: 0 }),
    ]),
  ),
});

export const TimesheetLockResponseSchema = Type.Object({ data: TimesheetLockSchema });
export const TimesheetLockSaveResponseSchema = SavedOf(TimesheetLockSchema);
