/**
 * The dashboard's activity stream. Signed-in users, limited to the projects they may see:
 * - GET  /api/actions: the 50 newest events, newest first, with user and project;
 * - POST /api/actions {action_type_id, entity: 'projects', entity_id, targeted_user_id}:
 *   records an event by the caller (the portal posts type 2 after saving a project).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActionTypeId, ActivityEvent } from '@portal/shared/contract';
import { ActionsResponseSchema, PostActionRequestSchema, PostActionResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { actions, users } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, forbidden } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { toIsoDateTime } from '../../lib/dates';
import { visibleProjects, visibleProjectsCondition } from '../../projects/visibility';
import type { AuthUser } from '../../users/auth-user';
import { avatarUrl } from '../../uploads/avatar-store';
import { ACTION_MESSAGES } from './action-types';

export const MAX_EVENTS = 50;

async function loadEvents(ctx: AppContext, user: AuthUser, only?: number): Promise<ActivityEvent[]> {
  const p = visibleProjects;
  const conditions: SQL[] = [visibleProjectsCondition(user)];
  if (only !== undefined) conditions.push(eq(actions.id, only));
  const rows = await ctx.db
    .select({
      id: actions.id,
      actionTypeId: actions.actionTypeId,
      createdAt: actions.createdAt,
      userId: actions.userId,
      userName: users.name,
      userAvatar: users.avatar,
      userSex: users.sex,
      projectId: p.id,
      projectTitle: p.title,
      projectDeadline: p.deadline,
    })
    .from(actions)
    .innerJoin(users, eq(users.id, actions.userId))
    .innerJoin(p, and(eq(actions.entity, 'projects'), eq(p.id, actions.entityId)))
    .where(and(...conditions))
    .orderBy(desc(actions.createdAt), desc(actions.id))
    .limit(MAX_EVENTS);
  return rows.map((row) => {
    const actionTypeId = row.actionTypeId as ActionTypeId;
    return {
      id: row.id,
      action_type_id: actionTypeId,
      created_at: toIsoDateTime(row.createdAt),
      message: ACTION_MESSAGES[actionTypeId] ?? '',
      user_id: row.userId,
      user_name: row.userName,
      user_avatar: avatarUrl(ctx.config.publicApiUrl, row.userAvatar),
      user_sex: row.userSex ?? null,
      project: { project_id: row.projectId, project_title: row.projectTitle, project_deadline: row.projectDeadline.slice(0, 10) },
    };
  });
}

const tags = ['Dashboard'];

export function actionsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get('/actions', { schema: { tags, response: { 200: ActionsResponseSchema, ...errorAnswers } } }, async (request) => ({
    data: { events: await loadEvents(ctx, currentUser(request)) },
  }));

  app.post(
    '/actions',
    { schema: { tags, body: PostActionRequestSchema, response: { 201: PostActionResponseSchema, ...errorAnswers } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { action_type_id: actionTypeId, entity_id: entityId } = request.body;
      const targetedUserId = request.body.targeted_user_id ?? null;

      const p = visibleProjects;
      const [project] = await ctx.db
        .select({ id: p.id, visible: sql<boolean>`(${visibleProjectsCondition(user)})` })
        .from(p)
        .where(eq(p.id, entityId));
      if (!project) throw fieldError('entity_id', 'The selected entity id is invalid.');
      if (!project.visible) throw forbidden();
      if (targetedUserId !== null) {
        const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, targetedUserId));
        if (!target) throw fieldError('targeted_user_id', 'The selected targeted user id is invalid.');
      }

      const [created] = await ctx.db
        .insert(actions)
        .values({ actionTypeId, entity: 'projects', entityId, userId: user.id, targetedUserId, createdAt: ctx.now().toISOString() })
        .returning({ id: actions.id });
      const [event] = await loadEvents(ctx, user, created.id);
      return reply.code(201).send({ data: event });
    },
  );
}
