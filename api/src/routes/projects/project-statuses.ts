/**
 * GET /api/project-statuses: every project status in id order (the list's filter defaults to
 * the second one). Signed-in users except IT users.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProjectStatusesResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { projectStatuses } from '../../db/schema';
import { requireProjectsArea } from './access';

export function projectStatusesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/project-statuses', async (request) => {
    requireProjectsArea(currentUser(request));
    const data = await ctx.db
      .select({ id: projectStatuses.id, name: projectStatuses.name })
      .from(projectStatuses)
      .orderBy(asc(projectStatuses.id));
    const body: ProjectStatusesResponse = { data };
    return body;
  });
}
