/**
 * Configuration area calls (document 3, sections 2-9 and the configuration rows of section 7)
 * and the clients and brands administration (document 2, section 7).
 *
 * Choices where the documents are silent (also in api/README.md and docs/spec-deviations.md):
 * - Lists: `page` is 1-based (0 is read as 1), `resPerPage` defaults to 10 and is capped at
 *   1000, `searchString` is a case-insensitive substring of the name (title for categories;
 *   name or legal entity for units; name or type for business units; name, e-mail or phone
 *   for users). Each list keeps the answer shape its document names,
 *   so the envelopes differ (paginatedX + totalResults, data + total, ...).
 * - One item (`GET activity-type/{id}`, `user/{id}`, ...): `{data: item}`; 404 when unknown.
 * - Saves: POST answers 201, PUT 200, both `{data: item, message}` where message is the
 *   catalogue's success toast. Deletes answer `{message}` (toggles also `data`).
 * - Refusals (a category or client still in use, a duplicate e-mail...) are 422
 *   `{message, errors: {field: [message]}}`, so the portal shows the message as an error toast.
 * - Who: full project managers (session role 2, not limited). IT users reach only what the
 *   developers page needs: role 4 users (list, read, create, edit, toggle, team lead, role 4,
 *   their activity types and project categories), locations and the activity types list.
 * - A client's visibility flag `cb_visible` is the opposite of the client's `disabled` in the
 *   shared lookup: a hidden client is no longer offered in choices.
 * - Changes of users, clients and brands (and business units, whose names brands carry)
 *   publish users-update, clients-update or brands-update on the real-time channel.
 */
import type { Static } from 'typebox';
import type { BrandRequestSchema, BrandSchema, BrandsResponseSchema } from '../schemas/brands';
import type {
  ActivityTypeRefSchema,
  ActivityTypeRequestSchema,
  ActivityTypeSchema,
  ActivityTypesResponseSchema,
  AllBusinessUnitsResponseSchema,
  BusinessUnitRequestSchema,
  BusinessUnitSchema,
  BusinessUnitsResponseSchema,
  CategoryRequestSchema,
  ClientRequestSchema,
  ClientSchema,
  ClientsResponseSchema,
  ClientUnitsResponseSchema,
  ConfigUserSchema,
  ExpenseCategorySchema,
  ExpensesCategoriesResponseSchema,
  IdgUnitsResponseSchema,
  LocationsResponseSchema,
  ProjectCategoryChangeSchema,
  ProjectCategoryRefSchema,
  RoleRequestSchema,
  TeamLeadRequestSchema,
  UnitRequestSchema,
  UnitSchema,
  UserActivityTypesRequestSchema,
  UserChangeSchema,
  UserLocationSchema,
  UserRequestSchema,
  UsersByRoleResponseSchema,
  WildcardRequestSchema,
  WildcardSchema,
  WildcardsResponseSchema,
} from '../schemas/config';

/** Rows per page of every configuration list (document 3, section 9). */
export const CONFIG_PAGE_SIZE = 10;

/** Answer of every single-item read. */
export type ItemResponse<T> = { data: T };
/** Answer of every save: the saved item and the success toast's text. */
export type SaveResponse<T> = { data: T; message: string };
/** Answer of every delete. */
export type MessageResponse = { message: string };

// ---- activity types ----

export type ActivityType = Static<typeof ActivityTypeSchema>;
/** POST activity-types, PUT activity-types/{id}. Name required; rate at most 50 characters. */
export type ActivityTypeRequest = Static<typeof ActivityTypeRequestSchema>;
/** GET activity-types?page&resPerPage&searchString (dropdowns: page 0 or 1, resPerPage 1000). */
export type ActivityTypesResponse = Static<typeof ActivityTypesResponseSchema>;
/**
 * DELETE activity-types/{id} toggles `disabled`; `data.disabled` is the new state and
 * `message` is "Activity type has been disabled." or "Activity type has been enabled.".
 */
export type ActivityTypeToggleResponse = SaveResponse<ActivityType>;

// ---- users ----

/** Users-administration roles (docs/roles.md): 2 Infodesign PM, 3 Hogarth PM, 4 Developer, 6 IT. */
export type AdminRoleId = 2 | 3 | 4 | 6;
export const ADMIN_ROLE_NAMES: Record<AdminRoleId, string> = { 2: 'Infodesign PM', 3: 'Hogarth PM', 4: 'Developer', 6: 'IT' };

export type UserLocation = Static<typeof UserLocationSchema>;
export type ActivityTypeRef = Static<typeof ActivityTypeRefSchema>;
export type ProjectCategoryRef = Static<typeof ProjectCategoryRefSchema>;

export type ConfigUser = Static<typeof ConfigUserSchema>;
/** GET users-by-role/{roleId}?page&resPerPage&searchString: by name; inactive users included. */
export type UsersByRoleResponse = Static<typeof UsersByRoleResponseSchema>;

/**
 * POST users: name and email required, e-mail unique (case-insensitive).
 * A new user gets location 1 and is_limited_pm 0 unless sent, and the role `role_id`
 * (default 4; the portal then sends `POST role` as the document says). A new user has no
 * usable password: they set one through "forgot password".
 * `is_limited_pm` only counts for role 3.
 */
export type UserRequest = Static<typeof UserRequestSchema>;
/** PUT users/{id}: as POST without the role; `is_teamlead` alone grants or revokes the team lead flag, developers (role 4) only. */
export type UserChange = Static<typeof UserChangeSchema>;
export type TeamLeadRequest = Static<typeof TeamLeadRequestSchema>;
/** DELETE users/{id} toggles `disabled` ("Inactivate this user" / "Activate this user"); one's own account cannot be inactivated. */
export type UserToggleResponse = SaveResponse<ConfigUser>;

/** POST role: sets the users-administration role of a user. */
export type RoleRequest = Static<typeof RoleRequestSchema>;
/** POST user-activity-types: replaces a developer's activity types and project categories (ids). */
export type UserActivityTypesRequest = Static<typeof UserActivityTypesRequestSchema>;

/** GET locations: every location by id. */
export type LocationsResponse = Static<typeof LocationsResponseSchema>;

// ---- client units and IDG units ----

export type Unit = Static<typeof UnitSchema>;
/** POST/PUT client-units and idg-units: both required. */
export type UnitRequest = Static<typeof UnitRequestSchema>;
export type ClientUnitsResponse = Static<typeof ClientUnitsResponseSchema>;
export type IdgUnitsResponse = Static<typeof IdgUnitsResponseSchema>;

// ---- wildcards ----

/** A wildcard granted to a developer on a day (`Wildcards`, the date, as the document names it). */
export type Wildcard = Static<typeof WildcardSchema>;
/** GET wildcards?page&resPerPage: newest first. */
export type WildcardsResponse = Static<typeof WildcardsResponseSchema>;
/** POST wildcards: an active developer (role 4); the date is today; one per developer and day. */
export type WildcardRequest = Static<typeof WildcardRequestSchema>;

// ---- expense and project categories ----

export type ExpenseCategory = Static<typeof ExpenseCategorySchema>;
/** POST/PUT expenses-categories and project-categories: title required. */
export type CategoryRequest = Static<typeof CategoryRequestSchema>;
/** PUT project-categories/{id}: the title, the disabled flag (the list's toggle), or both. */
export type ProjectCategoryChange = Static<typeof ProjectCategoryChangeSchema>;
/** GET expenses-categories?page&resPerPage&searchString (totalResults inside data, as the document says). */
export type ExpensesCategoriesResponse = Static<typeof ExpensesCategoriesResponseSchema>;
/* GET project-categories is ProjectCategoriesResponse (projects.ts). DELETE project-categories/{id}
   is refused with 422 and a message while projects use the category. */

// ---- business units ----

export type BusinessUnit = Static<typeof BusinessUnitSchema>;
/** POST/PUT business-units: name and type required. */
export type BusinessUnitRequest = Static<typeof BusinessUnitRequestSchema>;
/** GET business-units?page&resPerPage&searchString. */
export type BusinessUnitsResponse = Static<typeof BusinessUnitsResponseSchema>;
/** GET business-units/all: every unit by name, for choices. */
export type AllBusinessUnitsResponse = Static<typeof AllBusinessUnitsResponseSchema>;

// ---- clients and brands (document 2) ----

export type Client = Static<typeof ClientSchema>;
/** POST clients, PUT clients/{id}: name required; cb_visible defaults to true. */
export type ClientRequest = Static<typeof ClientRequestSchema>;
export type ClientsResponse = Static<typeof ClientsResponseSchema>;
/* DELETE clients/{id}: "Client has been deleted."; 422 while projects use the client. */

export type Brand = Static<typeof BrandSchema>;
/** POST brands, PUT brands/{id} (designed here): name required, business_units = ids of existing units. */
export type BrandRequest = Static<typeof BrandRequestSchema>;
export type BrandsResponse = Static<typeof BrandsResponseSchema>;
/* DELETE brands/{id} (designed here): "Brand has been deleted."; 422 while projects use the brand. */

/** The success messages the API answers (the catalogue's toasts, spelling fixed). */
export const CONFIG_MESSAGES = {
  activityTypeSaved: 'Activity type has been saved.',
  activityTypeDisabled: 'Activity type has been disabled.',
  activityTypeEnabled: 'Activity type has been enabled.',
  userSaved: 'User has been saved.',
  userInactivated: 'User has been inactivated.',
  userActivated: 'User has been activated.',
  teamLeadGranted: 'Team lead role has been granted.',
  teamLeadRevoked: 'Team lead role has been revoked.',
  roleSaved: 'Role has been saved.',
  userActivityTypesSaved: "User's activity types have been saved.",
  clientUnitSaved: 'Client unit has been saved.',
  clientUnitDeleted: 'Client unit has been deleted.',
  idgUnitSaved: 'IDG unit has been saved.',
  idgUnitDeleted: 'IDG unit has been deleted.',
  wildcardSaved: 'Wildcard has been saved.',
  categorySaved: 'Category has been saved.',
  expenseCategoryDeleted: 'Expense category has been deleted.',
  projectCategoryDeleted: 'Project Category has been deleted.',
  businessUnitSaved: 'Business unit has been saved.',
  businessUnitDeleted: 'Business unit has been deleted.',
  clientSaved: 'Client has been saved.',
  clientDeleted: 'Client has been deleted.',
  brandSaved: 'Brand has been saved.',
  brandDeleted: 'Brand has been deleted.',
} as const;
