/**
 * GET /api/activity-types-by-project-user/:projectId: the activity types the caller works in
 * on a project (src/projects/project-activity-types.ts), for the timesheet entry form and the
 * cost estimate lines. 404 for an unknown project, 403 for one the caller may not see.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProjectActivityTypesResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { projectActivityTypes } from '../../projects/project-activity-types';
import { visibleProjectsCondition } from '../../projects/visibility';
import { requireProjectsArea } from './access';
import { projectExists, routeId } from './project';

export function activityTypesByProjectUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { projectId: string } }>('/activity-types-by-project-user/:projectId', async (request) => {
    const user = currentUser(request);
    requireProjectsArea(user);
    const projectId = routeId(request.params.projectId);
    const visible = await queryRows(ctx.db, sql`select 1 from projects p where p.id = ${projectId} and ${visibleProjectsCondition(user)}`);
    if (visible.length === 0) throw (await projectExists(ctx, projectId)) ? forbidden() : notFound();
    return { data: await projectActivityTypes(ctx.db, projectId, user) } satisfies ProjectActivityTypesResponse;
  });
}
