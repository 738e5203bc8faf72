/**
 * The dashboard's activity stream. Signed-in users, limited to the projects they may see:
 * - GET  /api/actions: the 50 newest events, newest first, with user and project;
 * - POST /api/actions {action_type_id, entity: 'projects', entity_id, targeted_user_id}:
 *   records an event by the caller (the portal posts type 2 after saving a project).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ActionTypeId, ActionsResponse, ActivityEvent, PostActionResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { actions, users } from '../../db/schema';
import { fieldError, forbidden } from '../../http/errors';
import { integer, oneOf, required, toInteger, validate } from '../../http/validation';
import { toIsoDateTime } from '../../lib/dates';
import { visibleProjectsCondition } from '../../projects/visibility';
import type { AuthUser } from '../../users/auth-user';
import { avatarUrl } from '../../uploads/avatar-store';
import { ACTION_MESSAGES, ACTION_TYPE_IDS } from './action-types';

export const MAX_EVENTS = 50;

type EventRow = {
  id: number;
  action_type_id: number;
  created_at: string;
  user_id: number;
  user_name: string;
  user_avatar: string | null;
  user_sex: 'male' | 'female' | null;
  project_id: number;
  project_title: string;
  project_deadline: string;
};

async function loadEvents(ctx: AppContext, user: AuthUser, only?: number): Promise<ActivityEvent[]> {
  const rows = await queryRows<EventRow>(
    ctx.db,
    sql`select a.id, a.action_type_id, a.created_at, a.user_id,
               u.name as user_name, u.avatar as user_avatar, u.sex as user_sex,
               p.id as project_id, p.title as project_title, p.deadline as project_deadline
        from actions a
        join users u on u.id = a.user_id
        join projects p on a.entity = 'projects' and p.id = a.entity_id
        where ${visibleProjectsCondition(user)} ${only === undefined ? sql`` : sql`and a.id = ${only}`}
        order by a.created_at desc, a.id desc
        limit ${MAX_EVENTS}`,
  );
  return rows.map((row) => {
    const actionTypeId = Number(row.action_type_id) as ActionTypeId;
    return {
      id: Number(row.id),
      action_type_id: actionTypeId,
      created_at: toIsoDateTime(row.created_at),
      message: ACTION_MESSAGES[actionTypeId] ?? '',
      user_id: Number(row.user_id),
      user_name: row.user_name,
      user_avatar: avatarUrl(ctx.config.publicApiUrl, row.user_avatar),
      user_sex: row.user_sex ?? null,
      project: {
        project_id: Number(row.project_id),
        project_title: row.project_title,
        project_deadline: String(row.project_deadline).slice(0, 10),
      },
    };
  });
}

export function actionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/actions', async (request) => {
    const body: ActionsResponse = { data: { events: await loadEvents(ctx, currentUser(request)) } };
    return body;
  });

  app.post('/actions', async (request, reply) => {
    const user = currentUser(request);
    const input = validate(request.body, {
      action_type_id: [required(), integer(), oneOf(ACTION_TYPE_IDS)],
      entity: [required(), oneOf(['projects'])],
      entity_id: [required(), integer()],
      targeted_user_id: [integer()],
    });
    const actionTypeId = toInteger(input.action_type_id) as number;
    const entityId = toInteger(input.entity_id) as number;
    const targetedUserId = toInteger(input.targeted_user_id);

    const [project] = await queryRows<{ id: number; visible: boolean }>(
      ctx.db,
      sql`select p.id, (${visibleProjectsCondition(user)}) as visible from projects p where p.id = ${entityId}`,
    );
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
    const body: PostActionResponse = { data: event };
    return reply.code(201).send(body);
  });
}
