/**
 * The summary menu of the details page (document 2, sections 4 and 7). Session role 2, limited
 * PMs included (document 2, section 6), over the projects they may see; 404 for an unknown
 * project, 403 for one the caller may not see.
 * - POST /api/update-projects-status/:id (multipart or JSON, `status_id`): 5 cancels unless
 *   already 5, 3 closes unless 3 or 5, 2 reopens a closed or cancelled project; else 422.
 * - DELETE /api/project-parents/:projectId: unlinks the project from its parent (422 without one).
 * - DELETE /api/project-child/:projectId/:childId: unlinks a subproject (422 when it is not one).
 * Each change publishes project-update for every project it touches.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROJECT_STATUS, type RemoveProjectLinkResponse, type UpdateProjectStatusResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { integer, oneOf, required, toInteger, validate } from '../../http/validation';
import { publishProjectUpdate } from '../../projects/project-update';
import { visibleProjectsCondition } from '../../projects/visibility';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectEditor } from './access';
import { projectExists, routeId } from './project';

export const STATUS_CHANGED_MESSAGE = "Project's status has been changed.";
export const PARENT_REMOVED_MESSAGE = "Project's parent has been removed.";
export const CHILD_REMOVED_MESSAGE = 'Subproject has been removed.';
export const STATUS_MESSAGES = {
  [PROJECT_STATUS.cancelled]: 'The project is already cancelled.',
  [PROJECT_STATUS.closed]: 'Only a project that is neither closed nor cancelled can be closed.',
  [PROJECT_STATUS.open]: 'Only a closed or cancelled project can be opened.',
} as const;

type LinkRow = { status_id: number; parent_id: number | null };

/** The project as the caller may change it: 404 unknown, 403 not visible. */
async function editableProject(ctx: AppContext, user: AuthUser, id: number): Promise<LinkRow> {
  requireProjectEditor(user);
  const [row] = await queryRows<LinkRow>(
    ctx.db,
    sql`select p.status_id, p.parent_id from projects p where p.id = ${id} and ${visibleProjectsCondition(user)}`,
  );
  if (row) return row;
  throw (await projectExists(ctx, id)) ? forbidden() : notFound();
}

/** The form fields of a multipart body (files are read and ignored), or the JSON body. */
async function fieldsOf(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return (request.body ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') await part.toBuffer();
    else fields[part.fieldname] = part.value;
  }
  return fields;
}

/** Whether status `to` may follow status `from` (document 2, section 4). */
export function statusChangeAllowed(from: number, to: number): boolean {
  const ended = from === PROJECT_STATUS.closed || from === PROJECT_STATUS.cancelled;
  if (to === PROJECT_STATUS.cancelled) return from !== PROJECT_STATUS.cancelled;
  if (to === PROJECT_STATUS.closed) return !ended;
  return ended;
}

export function projectLinksRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { id: string } }>('/update-projects-status/:id', async (request) => {
    const user = currentUser(request);
    const id = routeId(request.params.id);
    const project = await editableProject(ctx, user, id);
    const input = validate(await fieldsOf(request), {
      status_id: [required(), integer(), oneOf([PROJECT_STATUS.open, PROJECT_STATUS.closed, PROJECT_STATUS.cancelled])],
    });
    const to = toInteger(input.status_id) as 2 | 3 | 5;
    if (!statusChangeAllowed(Number(project.status_id), to)) throw fieldError('status_id', STATUS_MESSAGES[to]);
    await ctx.db.execute(sql`update projects set status_id = ${to}, updated_at = now() where id = ${id}`);
    await publishProjectUpdate(ctx, request.log, [id], 'status');
    return { data: { id, status_id: to }, message: STATUS_CHANGED_MESSAGE } satisfies UpdateProjectStatusResponse;
  });

  app.delete<{ Params: { projectId: string } }>('/project-parents/:projectId', async (request) => {
    const user = currentUser(request);
    const id = routeId(request.params.projectId);
    const project = await editableProject(ctx, user, id);
    if (project.parent_id === null) throw fieldError('project_id', 'This project has no parent.');
    await ctx.db.execute(sql`update projects set parent_id = null, updated_at = now() where id = ${id}`);
    await publishProjectUpdate(ctx, request.log, [id, Number(project.parent_id)], 'parent');
    return { message: PARENT_REMOVED_MESSAGE } satisfies RemoveProjectLinkResponse;
  });

  app.delete<{ Params: { projectId: string; childId: string } }>('/project-child/:projectId/:childId', async (request) => {
    const user = currentUser(request);
    const id = routeId(request.params.projectId);
    const childId = routeId(request.params.childId);
    await editableProject(ctx, user, id);
    const unlinked = await queryRows(
      ctx.db,
      sql`update projects set parent_id = null, updated_at = now() where id = ${childId} and parent_id = ${id} returning id`,
    );
    if (unlinked.length === 0) throw fieldError('child_id', 'The selected project is not a subproject of this project.');
    await publishProjectUpdate(ctx, request.log, [id, childId], 'parent');
    return { message: CHILD_REMOVED_MESSAGE } satisfies RemoveProjectLinkResponse;
  });
}
