/**
 * GET /api/project-types?page&resPerPage: the project types in id order (the portal asks for
 * page 0 of 1000). A limited project manager gets type 2 only. Signed-in users except IT users.
 */
import { asc, count, eq } from 'drizzle-orm';
import { isLimitedPm } from '@portal/shared/access';
import { PageQuerySchema, ProjectTypesResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { projectTypes } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { pageOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { LIMITED_PM } from '../../projects/visibility';
import { requireProjectsArea } from './access';

export function projectTypesRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/project-types',
    { schema: { tags: ['Projects'], querystring: PageQuerySchema, response: { 200: ProjectTypesResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireProjectsArea(user);
      const { limit, offset } = pageOf(request.query, 1000);
      const where = isLimitedPm(user.access) ? eq(projectTypes.id, LIMITED_PM.typeId) : undefined;
      const [data, [{ total }]] = await Promise.all([
        ctx.db
          .select({ id: projectTypes.id, name: projectTypes.name })
          .from(projectTypes)
          .where(where)
          .orderBy(asc(projectTypes.id))
          .limit(limit)
          .offset(offset),
        ctx.db.select({ total: count() }).from(projectTypes).where(where),
      ]);
      return { data, totalResults: Number(total) };
    },
  );
}
