/**
 * The summary menu of the details page (document 2, sections 4 and 7). Session role 2, limited
 * PMs included (document 2, section 6), over the projects they may see; 404 for an unknown
 * project, 403 for one the caller may not see.
 * - POST /api/update-projects-status/:id (multipart or JSON, `status_id`): 5 cancels unless
 *   already 5, 3 closes unless 3 or 5, 2 reopens a closed or cancelled project and opens a
 *   Pending one (a full project manager's only: 403 for a limited PM; issue 32,
 *   docs/spec-deviations.md); else 422.
 * - DELETE /api/project-parents/:projectId: unlinks the project from its parent (422 without one).
 * - DELETE /api/project-child/:projectId/:childId: unlinks a subproject (422 when it is not one).
 * Each change publishes project-update for every project it touches; a status change is
 * recorded in the audit trail with the statuses' names (the home's feed says it).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { canOpenPendingProjects } from '@portal/shared/access';
import { PROJECT_STATUS } from '@portal/shared/contract';
import { Id, ProjectStatusChangeSchema, RemoveProjectLinkResponseSchema, UpdateProjectStatusResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { recordProjectStatus } from '../../projects/project-audit';
import { publishProjectUpdate } from '../../projects/project-update';
import { visibleProjects, visibleProjectsCondition } from '../../projects/visibility';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectEditor } from './access';
import { checkFormFields, streamedBodyValidator } from '../../http/streamed-form';
import { projectExists } from './project';

export const STATUS_CHANGED_MESSAGE = "Project's status has been changed.";
export const PARENT_REMOVED_MESSAGE = "Project's parent has been removed.";
export const CHILD_REMOVED_MESSAGE = 'Subproject has been removed.';
export const STATUS_MESSAGES = {
  [PROJECT_STATUS.cancelled]: 'The project is already cancelled.',
  [PROJECT_STATUS.closed]: 'Only a project that is neither closed nor cancelled can be closed.',
  [PROJECT_STATUS.open]: 'Only a pending, closed or cancelled project can be opened.',
} as const;
export const OPEN_PENDING_REFUSED = 'Only a full project manager can open a pending project.';

type LinkRow = { title: string; statusId: number; parentId: number | null };

/** The project as the caller may change it: 404 unknown, 403 not visible. */
async function editableProject(ctx: AppContext, user: AuthUser, id: number): Promise<LinkRow> {
  requireProjectEditor(user);
  const p = visibleProjects;
  const [row] = await ctx.db
    .select({ title: p.title, statusId: p.statusId, parentId: p.parentId })
    .from(p)
    .where(and(eq(p.id, id), visibleProjectsCondition(user)));
  if (row) return row;
  throw (await projectExists(ctx, id)) ? forbidden() : notFound();
}

/** The form fields of a multipart body (files are read and ignored), or the JSON body. */
async function fieldsOf(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') await part.toBuffer();
    else fields[part.fieldname] = part.value;
  }
  return fields;
}

/** Whether status `to` may follow status `from` (document 2, section 4; Pending to open: issue 32). */
export function statusChangeAllowed(from: number, to: number): boolean {
  const ended = from === PROJECT_STATUS.closed || from === PROJECT_STATUS.cancelled;
  if (to === PROJECT_STATUS.cancelled) return from !== PROJECT_STATUS.cancelled;
  if (to === PROJECT_STATUS.closed) return !ended;
  return ended || from === PROJECT_STATUS.pending;
}

const tags = ['Project details'];
const ProjectParams = Type.Object({ projectId: Id() });

export function projectLinksRoutes(app: ApiApp, ctx: AppContext): void {
  app.post(
    '/update-projects-status/:id',
    {
      // The body is multipart (the portal's FormData) or JSON, read and checked by the handler.
      validatorCompiler: streamedBodyValidator,
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        params: Type.Object({ id: Id() }),
        body: ProjectStatusChangeSchema,
        response: { 200: UpdateProjectStatusResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const project = await editableProject(ctx, user, id);
      const to = checkFormFields(ProjectStatusChangeSchema, await fieldsOf(request)).status_id as 2 | 3 | 5;
      if (!statusChangeAllowed(project.statusId, to)) throw fieldError('status_id', STATUS_MESSAGES[to]);
      if (project.statusId === PROJECT_STATUS.pending && to === PROJECT_STATUS.open && !canOpenPendingProjects(user.access)) {
        throw forbidden(OPEN_PENDING_REFUSED);
      }
      await ctx.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await txDb
          .update(projects)
          .set({ statusId: to, updatedAt: sql`now()` })
          .where(eq(projects.id, id));
        await recordProjectStatus(txDb, user.id, { id, title: project.title }, project.statusId, to);
      });
      await publishProjectUpdate(ctx, request.log, [id], 'status');
      return { data: { id, status_id: to }, message: STATUS_CHANGED_MESSAGE };
    },
  );

  const removed = { 200: RemoveProjectLinkResponseSchema, ...errorAnswers };

  app.delete('/project-parents/:projectId', { schema: { tags, params: ProjectParams, response: removed } }, async (request) => {
    const user = currentUser(request);
    const id = request.params.projectId;
    const project = await editableProject(ctx, user, id);
    if (project.parentId === null) throw fieldError('project_id', 'This project has no parent.');
    await ctx.db
      .update(projects)
      .set({ parentId: null, updatedAt: sql`now()` })
      .where(eq(projects.id, id));
    await publishProjectUpdate(ctx, request.log, [id, project.parentId], 'parent');
    return { message: PARENT_REMOVED_MESSAGE };
  });

  app.delete(
    '/project-child/:projectId/:childId',
    { schema: { tags, params: Type.Object({ projectId: Id(), childId: Id() }), response: removed } },
    async (request) => {
      const user = currentUser(request);
      const { projectId: id, childId } = request.params;
      await editableProject(ctx, user, id);
      const unlinked = await ctx.db
        .update(projects)
        .set({ parentId: null, updatedAt: sql`now()` })
        .where(and(eq(projects.id, childId), eq(projects.parentId, id)))
        .returning({ id: projects.id });
      if (unlinked.length === 0) throw fieldError('child_id', 'The selected project is not a subproject of this project.');
      await publishProjectUpdate(ctx, request.log, [id, childId], 'parent');
      return { message: CHILD_REMOVED_MESSAGE };
    },
  );
}
