/**
 * GET /api/project-statuses: every project status in id order (the list's filter defaults to
 * the second one). Signed-in users except IT users.
 */
import { asc } from 'drizzle-orm';
import { ProjectStatusesResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { projectStatuses } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { requireProjectsArea } from './access';

export function projectStatusesRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/project-statuses',
    { schema: { tags: ['Projects'], response: { 200: ProjectStatusesResponseSchema, ...errorAnswers } } },
    async (request) => {
      requireProjectsArea(currentUser(request));
      const data = await ctx.db
        .select({ id: projectStatuses.id, name: projectStatuses.name })
        .from(projectStatuses)
        .orderBy(asc(projectStatuses.id));
      return { data };
    },
  );
}
