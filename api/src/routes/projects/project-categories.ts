/**
 * GET /api/project-categories?page&resPerPage&searchString: project categories by title, for
 * the project form and filters (page 0 of 1000) and for the configuration list (pages of 10,
 * case-insensitive search on the title). Disabled categories are listed with `disabled` true:
 * the configuration list toggles them, forms offer only the enabled ones (and the one a project
 * already has). A limited project manager gets category 17 only.
 * Signed-in users, IT users included (the developers configuration page picks developers'
 * project categories). Saving and deleting categories belong to the configuration
 * routes.
 */
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { isLimitedPm } from '@portal/shared/access';
import { PageQuerySchema, ProjectCategoriesResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { projectCategories } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { pageOf, searchPatternOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { LIMITED_PM } from '../../projects/visibility';

export function projectCategoriesRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Projects'], querystring: PageQuerySchema, response: { 200: ProjectCategoriesResponseSchema, ...errorAnswers } };
  app.get('/project-categories', { schema }, async (request) => {
    const user = currentUser(request);
    const { limit, offset } = pageOf(request.query, 1000);
    const conditions: SQL[] = [];
    if (isLimitedPm(user.access)) conditions.push(eq(projectCategories.id, LIMITED_PM.categoryId));
    const pattern = searchPatternOf(request.query);
    if (pattern) conditions.push(ilike(projectCategories.title, pattern));
    const where = and(...conditions);
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select({ id: projectCategories.id, title: projectCategories.title, disabled: projectCategories.disabled })
        .from(projectCategories)
        .where(where)
        .orderBy(asc(projectCategories.title), asc(projectCategories.id))
        .limit(limit)
        .offset(offset),
      ctx.db.select({ total: count() }).from(projectCategories).where(where),
    ]);
    return { data: { paginatedProjectCategories: rows }, totalResults: Number(total) };
  });
}
