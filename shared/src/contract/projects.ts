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
import type { Static } from 'typebox';
import type {
  JobNumberSchema,
  JobNumbersLoadAllQuerySchema,
  JobNumbersLoadAllResponseSchema,
  ProjectActivityTypesResponseSchema,
  ProjectCategoriesResponseSchema,
  ProjectCategorySchema,
  ProjectDetailSchema,
  ProjectFiltersSchema,
  ProjectNoAccessSchema,
  ProjectParentCandidateSchema,
  ProjectParentsResponseSchema,
  ProjectResponseSchema,
  ProjectRowSchema,
  ProjectsQuerySchema,
  ProjectsResponseSchema,
  ProjectStatusesResponseSchema,
  ProjectStatusSchema,
  ProjectTypeSchema,
  ProjectTypesResponseSchema,
  SaveProjectFormSchema,
  SaveProjectResponseSchema,
  SetProjectParentRequestSchema,
  SetProjectParentResponseSchema,
  TeamLeadSchema,
  TeamLeadsResponseSchema,
} from '../schemas/projects';
import type { ReportsProjectsResponseSchema } from '../schemas/reports';
import type { IsoDate } from './common';

export type ProjectStatus = Static<typeof ProjectStatusSchema>;
export type ProjectType = Static<typeof ProjectTypeSchema>;
/** A disabled category keeps its projects but is not offered for new choices (document 3). */
export type ProjectCategory = Static<typeof ProjectCategorySchema>;
export type JobNumber = Static<typeof JobNumberSchema>;
export type TeamLead = Static<typeof TeamLeadSchema>;

/** The role filter's values (role 1 team leads only). */
export type ProjectRoleFilter = 'developer' | 'teamlead';
/** The PM filter's "ALL" choice (document 1, section 9). */
export const PM_FILTER_ALL = 1000;
export const PROJECTS_PAGE_SIZE = 50;

/** Query fields as the portal sends them: the API also reads empty text as absent and `jn` repeated. */
type AsSent<T> = { [K in keyof T]?: Exclude<T[K], '' | string[]> };

/** The list filters, shared by GET projects and GET reports-projects. */
export type ProjectFilters = AsSent<Static<typeof ProjectFiltersSchema>>;

export type ProjectSortColumn = NonNullable<ProjectFilters['sort']>;

export type ProjectsQuery = AsSent<Static<typeof ProjectsQuerySchema>>;

/** One row of the projects list and of the projects report. */
export type ProjectRow = Static<typeof ProjectRowSchema>;

export type ProjectsResponse = Static<typeof ProjectsResponseSchema>;

export type ProjectStatusesResponse = Static<typeof ProjectStatusesResponseSchema>;

/** GET project-types: `page` 0 and `resPerPage` 1000 load the whole list. A limited PM gets type 2 only. */
export type ProjectTypesResponse = Static<typeof ProjectTypesResponseSchema>;

/**
 * GET project-categories: `page` 0 and `resPerPage` 1000 for dropdowns; `page`, `resPerPage`,
 * `searchString` for the configuration list. A limited PM gets category 17 only.
 */
export type ProjectCategoriesResponse = Static<typeof ProjectCategoriesResponseSchema>;

/** GET team-leads: users flagged as team leads, not disabled. */
export type TeamLeadsResponse = Static<typeof TeamLeadsResponseSchema>;

/** GET job-numbers/load-all?project_status=: job numbers of the visible projects of that status (all when absent). */
export type JobNumbersLoadAllQuery = AsSent<Static<typeof JobNumbersLoadAllQuerySchema>>;
export type JobNumbersLoadAllResponse = Static<typeof JobNumbersLoadAllResponseSchema>;

/** GET project/{id}: the whole project, for the edit form and the details page. */
export type ProjectDetail = Static<typeof ProjectDetailSchema>;
/** A project the caller may not see: the portal sends the user back to /projects. */
export type ProjectNoAccess = Static<typeof ProjectNoAccessSchema>;
export type ProjectResponse = Static<typeof ProjectResponseSchema>;

/**
 * POST save-project[/{id}], multipart (SaveProjectFormSchema). Every value is a string field except the file.
 * - job_numbers: a JSON list of job number names (existing names are linked, new ones created);
 *   plain text is split on commas.
 * - teamlead_ids: a JSON list of user ids.
 * - fixed_price: kept for type 1 only, ignored (stored empty) for other types.
 * - file_path: the file (PDF, image, Office document, ZIP or plain text; at most 10 MB);
 *   an empty part keeps the stored file.
 * A limited PM must send type 2, category 17, an owner among 15/198/294, a client and a brand
 * carrying the markers, and no file or client PM.
 */
type SaveProjectForm = Static<typeof SaveProjectFormSchema>;
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type FormTextKeys = Exclude<keyof SaveProjectForm, 'file_path'>;
/** The form's fields as FormData carries them: text, and the file. */
export type SaveProjectFields = { [K in Exclude<FormTextKeys, OptionalKeys<SaveProjectForm>>]: string } & {
  [K in Extract<FormTextKeys, OptionalKeys<SaveProjectForm>>]?: string;
} & { file_path?: File };
/** 200 on edit, 201 on create. */
export type SaveProjectResponse = Static<typeof SaveProjectResponseSchema>;

/** GET project-parents/{id}: projects with no parent and no children, the project itself excluded. */
export type ProjectParentCandidate = Static<typeof ProjectParentCandidateSchema>;
/** `refusal` says why there are no candidates when the project may not take a parent at all. */
export type ProjectParentsResponse = Static<typeof ProjectParentsResponseSchema>;
export type SetProjectParentRequest = Static<typeof SetProjectParentRequestSchema>;
export type SetProjectParentResponse = Static<typeof SetProjectParentResponseSchema>;

/** GET reports-projects: the list filters plus the period (projects running in it: start_date <= endDate and deadline >= startDate); no paging. */
export type ReportsProjectsQuery = ProjectFilters & { startDate: IsoDate; endDate: IsoDate };
export type ReportsProjectsResponse = Static<typeof ReportsProjectsResponseSchema>;

/**
 * GET activity-types-by-project-user/{projectId}: the enabled activity types the caller works in
 * on the project (their resources' activities there, else their profile's; every type for a
 * project manager).
 */
export type ProjectActivityTypesResponse = Static<typeof ProjectActivityTypesResponseSchema>;
