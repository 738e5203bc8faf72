/** The calls of the project details page (document 2, sections 3 and 7): status, parent links, resources. */
import type { Static } from 'typebox';
import type {
  ProjectResourceSchema,
  ProjectResourcesResponseSchema,
  RemoveProjectLinkResponseSchema,
  SaveProjectResourceRequestSchema,
  SaveProjectResourceResponseSchema,
  UpdateProjectStatusResponseSchema,
  UserActivityTypesResponseSchema,
} from '../schemas/project-details';

/** Project status ids (document 2, section 4). */
export const PROJECT_STATUS = { pending: 1, open: 2, closed: 3, cancelled: 5 } as const;

/**
 * POST update-projects-status/{id}, multipart, field `status_id`: 5 cancels (unless already 5),
 * 3 closes (unless 3 or 5), 2 reopens a closed or cancelled project or opens a Pending one (full
 * project managers only, 403 otherwise; issue 32). Anything else is a 422.
 */
export type UpdateProjectStatusResponse = Static<typeof UpdateProjectStatusResponseSchema>;

/** DELETE project-parents/{projectId} and DELETE project-child/{projectId}/{childId}. */
export type RemoveProjectLinkResponse = Static<typeof RemoveProjectLinkResponseSchema>;

/** A developer assigned to a project in one activity; used_hours is summed from its timesheet entries. */
export type ProjectResource = Static<typeof ProjectResourceSchema>;
/** GET project-resources/{projectId}: by developer name, then activity. */
export type ProjectResourcesResponse = Static<typeof ProjectResourcesResponseSchema>;

/**
 * POST project-resources: `id` empty or absent adds, an id edits. max_hours: digits and dots
 * ending in a digit, 0 to 1,000,000; not checked for the activity that is exempt (83), stored 0
 * when left empty there.
 */
export type SaveProjectResourceRequest = Static<typeof SaveProjectResourceRequestSchema>;
export type SaveProjectResourceResponse = Static<typeof SaveProjectResourceResponseSchema>;

/** GET activity-types-by-user/{userId}: the enabled activity types of a developer's profile. */
export type UserActivityTypesResponse = Static<typeof UserActivityTypesResponseSchema>;
