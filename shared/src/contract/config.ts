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
import type { IsoDate } from './common';

/** Rows per page of every configuration list (document 3, section 9). */
export const CONFIG_PAGE_SIZE = 10;

/** Answer of every single-item read. */
export type ItemResponse<T> = { data: T };
/** Answer of every save: the saved item and the success toast's text. */
export type SaveResponse<T> = { data: T; message: string };
/** Answer of every delete. */
export type MessageResponse = { message: string };

// ---- activity types ----

export type ActivityType = {
  id: number;
  name: string;
  /** Free text (document 3, section 5: "no check"), null when empty. */
  rate: string | null;
  usd_currency: boolean;
  disabled: boolean;
};
/** POST activity-types, PUT activity-types/{id}. Name required; rate at most 50 characters. */
export type ActivityTypeRequest = { name: string; rate?: string | number | null; usd_currency?: boolean | 0 | 1 };
/** GET activity-types?page&resPerPage&searchString (dropdowns: page 0 or 1, resPerPage 1000). */
export type ActivityTypesResponse = { data: { paginatedActivityTypes: ActivityType[] }; totalResults: number };
/**
 * DELETE activity-types/{id} toggles `disabled`; `data.disabled` is the new state and
 * `message` is "Activity type has been disabled." or "Activity type has been enabled.".
 */
export type ActivityTypeToggleResponse = { data: ActivityType; message: string };

// ---- users ----

/** Users-administration roles (docs/roles.md): 2 Infodesign PM, 3 Hogarth PM, 4 Developer, 6 IT. */
export type AdminRoleId = 2 | 3 | 4 | 6;
export const ADMIN_ROLE_NAMES: Record<AdminRoleId, string> = { 2: 'Infodesign PM', 3: 'Hogarth PM', 4: 'Developer', 6: 'IT' };

export type UserLocation = { id: number; name: string };
export type ActivityTypeRef = { id: number; name: string };
export type ProjectCategoryRef = { id: number; title: string };

export type ConfigUser = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** Users-administration role (2, 3, 4 or 6). */
  role: number;
  location_id: number;
  /** Name of the location. */
  location: string | null;
  is_limited_pm: boolean;
  is_teamlead: boolean;
  /** Inactive users cannot sign in and are left out of choices. */
  disabled: boolean;
  /** The developer's activity types (empty for other roles), by name. */
  UserActivities: ActivityTypeRef[];
  /** The developer's project categories (empty for other roles), by title. */
  UserProjectCategories: ProjectCategoryRef[];
};
/** GET users-by-role/{roleId}?page&resPerPage&searchString: by name; inactive users included. */
export type UsersByRoleResponse = { data: { users: ConfigUser[] }; totalResults: number };

/**
 * POST users, PUT users/{id}: name and email required, e-mail unique (case-insensitive).
 * A new user gets location 1 and is_limited_pm 0 unless sent, and the role `role_id`
 * (default 4; the portal then sends `POST role` as the document says). A new user has no
 * usable password: they set one through "forgot password".
 * `is_limited_pm` only counts for role 3. `is_teamlead` alone (PUT) grants or revokes the
 * team lead flag, developers (role 4) only.
 */
export type UserRequest = {
  name: string;
  email: string;
  phone?: string | null;
  location_id?: number;
  is_limited_pm?: boolean | 0 | 1;
  role_id?: AdminRoleId;
};
export type TeamLeadRequest = { is_teamlead: 0 | 1 | boolean };
/** DELETE users/{id} toggles `disabled` ("Inactivate this user" / "Activate this user"); one's own account cannot be inactivated. */
export type UserToggleResponse = { data: ConfigUser; message: string };

/** POST role: sets the users-administration role of a user. */
export type RoleRequest = { user_id: number; role_id: AdminRoleId };
/** POST user-activity-types: replaces a developer's activity types and project categories (ids). */
export type UserActivityTypesRequest = {
  user_id: number;
  user_activities: number[];
  user_project_categories: number[];
};

/** GET locations: every location by id. */
export type LocationsResponse = { data: UserLocation[] };

// ---- client units and IDG units ----

export type Unit = { id: number; name: string; legal_entity: string };
/** POST/PUT client-units and idg-units: both required. */
export type UnitRequest = { name: string; legal_entity: string };
export type ClientUnitsResponse = { data: { paginatedClientUnits: Unit[] }; totalResults: number };
export type IdgUnitsResponse = { data: { paginatedInfodesignUnits: Unit[] }; totalResults: number };

// ---- wildcards ----

/** A wildcard granted to a developer on a day (`Wildcards`, the date, as the document names it). */
export type Wildcard = { id: number; user_id: number; name: string; Wildcards: IsoDate };
/** GET wildcards?page&resPerPage: newest first. */
export type WildcardsResponse = { data: { user_wildcards: Wildcard[] }; totalResults: number };
/** POST wildcards: an active developer (role 4); the date is today; one per developer and day. */
export type WildcardRequest = { user_id: number };

// ---- expense and project categories ----

export type ExpenseCategory = { id: number; title: string };
/** POST/PUT expenses-categories and project-categories: title required. */
export type CategoryRequest = { title: string };
/** GET expenses-categories?page&resPerPage&searchString (totalResults inside data, as the document says). */
export type ExpensesCategoriesResponse = { data: { paginatedCategories: ExpenseCategory[]; totalResults: number } };
/* GET project-categories is ProjectCategoriesResponse (projects.ts). DELETE project-categories/{id}
   is refused with 422 and a message while projects use the category. */

// ---- business units ----

export type BusinessUnit = { id: number; name: string; type: string; show_on_project: boolean };
/** POST/PUT business-units: name and type required. */
export type BusinessUnitRequest = { name: string; type: string; show_on_project?: boolean | 0 | 1 };
/** GET business-units?page&resPerPage&searchString. */
export type BusinessUnitsResponse = { data: BusinessUnit[]; total: number };
/** GET business-units/all: every unit by name, for choices. */
export type AllBusinessUnitsResponse = { data: BusinessUnit[] };

// ---- clients and brands (document 2) ----

export type Client = { id: number; name: string; cb_visible: boolean };
/** POST clients, PUT clients/{id}: name required; cb_visible defaults to true. */
export type ClientRequest = { name: string; cb_visible?: boolean | 0 | 1 };
export type ClientsResponse = { data: { paginatedClients: Client[] }; totalResults: number };
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
