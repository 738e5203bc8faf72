/**
 * GET /api/projects-mvp: the caller's MVP project shortcuts for the sidebar, in their order.
 * Titles come with underscores for spaces (the portal turns them back). Signed-in users;
 * shortcuts to projects the caller may no longer see are left out.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { ProjectsMvpResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { mvpShortcuts } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { visibleProjects, visibleProjectsCondition } from '../../projects/visibility';

export function projectsMvpRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/projects-mvp',
    { schema: { tags: ['Dashboard'], response: { 200: ProjectsMvpResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      const p = visibleProjects;
      const data = await ctx.db
        .select({ entity_id: p.id, project_title: sql<string>`replace(${p.title}, ' ', '_')` })
        .from(mvpShortcuts)
        .innerJoin(p, eq(p.id, mvpShortcuts.projectId))
        .where(and(eq(mvpShortcuts.userId, user.id), visibleProjectsCondition(user)))
        .orderBy(asc(mvpShortcuts.position), asc(mvpShortcuts.id));
      return { data };
    },
  );
}
