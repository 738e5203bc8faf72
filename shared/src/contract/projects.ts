/**
 * Projects area calls (document 1, sections 2, 5, 7 and 9): the projects list and its lookups,
 * the add/edit project form, the set-parent dialog and the projects report.
 *
 * Choices where the documents are silent (also in api/README.md):
 * - `page` is 1-based; page 0 is read as page 1 (document 2 loads "page 0, resPerPage 10000").
 *   `resPerPage` defaults to 50 and is capped at 10000.
 * - `status` absent or 0: every status. `pm` absent or 1000 ("ALL"): every owner.
 * - `role` (role 1 users only, ignored otherwise): 'developer' = projects the caller is assigned
 *   to as a resource, 'teamlead' = projects whose team leads include the caller.
 * - `jn`: comma-separated job numbers; a number is a job number id, other text matches a job
 *   number name (case-insensitive substring); a project matches when it has any of them.
 * - `costEstimation`: projects are searched by their estimated cost; the text matches when it
 *   is a substring of the cost written with two decimals ("1250" finds 12500.00 and 1250.40).
 * - `title`, `description`: case-insensitive substring.
 * - The IDG PM of a project is its owner (`owner_id`, `idg_pm_name`); the client PM is
 *   `hogarth_pm_id` / `hg_pm_name`.
 * - Sorting: `sort` (a column below) and `order` ('asc' | 'desc'); default newest start first
 *   (start_date desc, then id desc).
 * - Costs and prices are numbers (two decimals); dates YYYY-MM-DD.
 */
import type { IsoDate } from './common';
import type { ActivityType } from './config';
import type { BusinessUnitRef } from './session';

export type ProjectStatus = { id: number; name: string };
export type ProjectType = { id: number; name: string };
/** A disabled category keeps its projects but is not offered for new choices (document 3). */
export type ProjectCategory = { id: number; title: string; disabled?: boolean };
export type JobNumber = { id: number; name: string };
export type TeamLead = { id: number; name: string };

/** The role filter's values (role 1 team leads only). */
export type ProjectRoleFilter = 'developer' | 'teamlead';
/** The PM filter's "ALL" choice (document 1, section 9). */
export const PM_FILTER_ALL = 1000;
export const PROJECTS_PAGE_SIZE = 50;

export type ProjectSortColumn =
  'id' | 'title' | 'client_name' | 'brand_name' | 'start_date' | 'deadline' | 'estimated_cost' | 'actual_cost' | 'profit';

/** The list filters, shared by GET projects and GET reports-projects. */
export type ProjectFilters = {
  status?: number;
  role?: ProjectRoleFilter;
  clientId?: number;
  brandId?: number;
  /** Client PM (hogarth_pm_id). */
  clientPM?: number;
  /** Project type id. */
  type?: number;
  /** Owner (IDG PM) id; 1000 = all. */
  pm?: number;
  categoryId?: number;
  title?: string;
  costEstimation?: string;
  description?: string;
  /** Comma-separated job number ids (or name fragments). */
  jn?: string;
  sort?: ProjectSortColumn;
  order?: 'asc' | 'desc';
};

export type ProjectsQuery = ProjectFilters & { page?: number; resPerPage?: number };

/** One row of the projects list and of the projects report. */
export type ProjectRow = {
  id: number;
  title: string;
  parent_id: number | null;
  has_children: boolean;
  status_id: number;
  status_name: string;
  job_numbers: JobNumber[];
  /** The business units of the project's brand. */
  business_units: BusinessUnitRef[];
  client_id: number;
  client_name: string;
  brand_id: number;
  brand_name: string;
  hogarth_pm_id: number | null;
  hg_pm_name: string | null;
  owner_id: number;
  idg_pm_name: string;
  type_id: number;
  type: string;
  category_id: number;
  category_title: string;
  start_date: IsoDate;
  deadline: IsoDate;
  estimated_cost: number;
  actual_cost: number;
  /** estimated_cost - actual_cost. */
  profit: number;
  /** The caller is one of the project's team leads (the list's role column for role 1). */
  teamlead_view: boolean;
};

export type ProjectsResponse = {
  data: { projects: ProjectRow[] };
  totalResults: number;
  /** The caller leads at least one project or carries the team lead flag (shows the role filter). */
  is_teamlead: boolean;
};

export type ProjectStatusesResponse = { data: ProjectStatus[] };

/** GET project-types: `page` 0 and `resPerPage` 1000 load the whole list. A limited PM gets type 2 only. */
export type ProjectTypesResponse = { data: ProjectType[]; totalResults: number };

/**
 * GET project-categories: `page` 0 and `resPerPage` 1000 for dropdowns; `page`, `resPerPage`,
 * `searchString` for the configuration list. A limited PM gets category 17 only.
 */
export type ProjectCategoriesResponse = {
  data: { paginatedProjectCategories: ProjectCategory[] };
  totalResults: number;
};

/** GET team-leads: users flagged as team leads, not disabled. */
export type TeamLeadsResponse = { data: { users: TeamLead[] } };

/** GET job-numbers/load-all?project_status=: job numbers of the visible projects of that status (all when absent). */
export type JobNumbersLoadAllQuery = { project_status?: number };
export type JobNumbersLoadAllResponse = { data: JobNumber[] };

/** GET project/{id}: the whole project, for the edit form and the details page. */
export type ProjectDetail = ProjectRow & {
  has_access: true;
  description: string | null;
  mjn: string | null;
  /** What is stored: a network path, or the name of an uploaded file. */
  filepath: string | null;
  /** Download URL of an uploaded file (GET with the bearer token), null otherwise. */
  file_url: string | null;
  /** Original name of an uploaded file. */
  file_name: string | null;
  fixed_price: number | null;
  teamlead_ids: number[];
  teamleads: TeamLead[];
  owner_name: string;
  children: { id: number; title: string }[];
  /** Title of the parent ("settle") project. */
  settle_title: string | null;
};
/** A project the caller may not see: the portal sends the user back to /projects. */
export type ProjectNoAccess = { id: number; has_access: false };
export type ProjectResponse = { project: ProjectDetail | ProjectNoAccess };

/**
 * POST save-project[/{id}], multipart. Every value is a string field except the file.
 * - job_numbers: a JSON list of job number names (existing names are linked, new ones created);
 *   plain text is split on commas.
 * - teamlead_ids: a JSON list of user ids.
 * - fixed_price: kept for type 1 only, ignored (stored empty) for other types.
 * - file_path: the file (PDF, image, Office document, ZIP or plain text; at most 10 MB);
 *   an empty part keeps the stored file.
 * A limited PM must send type 2, category 17, an owner among 15/198/294, a client and a brand
 * carrying the markers, and no file or client PM.
 */
export type SaveProjectFields = {
  job_numbers: string;
  title: string;
  mjn?: string;
  description?: string;
  brand_id: string;
  client_id: string;
  start_date: IsoDate;
  deadline: IsoDate;
  owner_id: string;
  type_id: string;
  category_id: string;
  hogarth_pm_id?: string;
  fixed_price?: string;
  teamlead_ids?: string;
  file_path?: File;
};
/** 200 on edit, 201 on create. */
export type SaveProjectResponse = { data: { id: number }; message: string };

/** GET project-parents/{id}: projects with no parent and no children, the project itself excluded. */
export type ProjectParentCandidate = { id: number; title: string };
/** `refusal` says why there are no candidates when the project may not take a parent at all. */
export type ProjectParentsResponse = { data: ProjectParentCandidate[]; refusal?: string };
export type SetProjectParentRequest = { project_id: number; parent_id: number };
export type SetProjectParentResponse = { data: { id: number; parent_id: number }; message: string };

/** GET reports-projects: the list filters plus the period (projects running in it: start_date <= endDate and deadline >= startDate); no paging. */
export type ReportsProjectsQuery = ProjectFilters & { startDate: IsoDate; endDate: IsoDate };
export type ReportsProjectsResponse = { data: ProjectRow[]; totalResults: number };

/**
 * GET activity-types-by-project-user/{projectId}: the enabled activity types the caller works in
 * on the project (their resources' activities there, else their profile's; every type for a
 * project manager).
 */
export type ProjectActivityTypesResponse = { data: ActivityType[] };
