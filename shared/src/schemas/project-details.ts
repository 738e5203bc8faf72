/**
 * The calls of the project details page (document 2, sections 3-5 and 7): the status change,
 * the parent links and the assigned resources.
 */
import { Type } from 'typebox';
import { Id, Nullable, Text } from './parts';
import { OfferedActivityTypeSchema } from './projects';

/** Project status ids a project may be moved to: 2 reopens, 3 closes, 5 cancels (document 2, section 4). */
export const ProjectStatusChangeSchema = Type.Object({
  status_id: Type.Integer({ enum: [2, 3, 5], 'x-messages': { enum: 'The selected status id is invalid.' } }),
});

export const UpdateProjectStatusResponseSchema = Type.Object({
  data: Type.Object({ id: Type.Integer(), status_id: Type.Integer() }),
  message: Type.String(),
});

/** DELETE project-parents/{projectId} and DELETE project-child/{projectId}/{childId}. */
export const RemoveProjectLinkResponseSchema = Type.Object({ message: Type.String() });

/** A developer assigned to a project in one activity; used_hours is summed from its timesheet entries. */
export const ProjectResourceSchema = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  activity_type_id: Type.Integer(),
  activity: Type.String(),
  max_hours: Type.Number(),
  used_hours: Type.Number(),
});
export const ProjectResourcesResponseSchema = Type.Object({ data: Type.Array(ProjectResourceSchema) });

/**
 * POST project-resources: `id` empty or absent adds, an id edits. max_hours is checked by the API
 * (digits and dots ending in a digit, 0 to 1,000,000; not for the exempt activity), so any text
 * or number passes the schema.
 */
export const SaveProjectResourceRequestSchema = Type.Object({
  project_id: Id(),
  id: Type.Optional(
    Nullable(Type.Union([Id(), Type.Literal('', { 'x-messages': { const: 'The :attribute field must be an integer.' } })])),
  ),
  user_id: Id(),
  activity_type_id: Id(),
  max_hours: Type.Optional(Nullable(Type.Union([Text(50), Type.Number()]))),
});
export const SaveProjectResourceResponseSchema = Type.Object({ data: ProjectResourceSchema, message: Type.String() });

/** GET activity-types-by-user/{userId}: the enabled activity types of a developer's profile. */
export const UserActivityTypesResponseSchema = Type.Object({ data: Type.Array(OfferedActivityTypeSchema) });
