/**
 * GET /api/projects: the projects list (document 1, section 2). Signed-in users except IT
 * users, over the projects they may see (src/projects/visibility.ts). Every filter, the sort
 * and the paging run in SQL; filter meanings are in shared/src/contract/projects.ts.
 * Answers `{data: {projects}, totalResults, is_teamlead}`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PROJECTS_PAGE_SIZE, type ProjectsResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { pageOf } from '../../http/paging';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectsArea } from './access';
import { countProjects, filterCondition, orderBy, parseFilters, projectRowsQuery, toProjectRow } from './project-list-query';

/** Team lead flag in the administration, or named team lead of at least one project. */
async function isTeamlead(ctx: AppContext, user: AuthUser): Promise<boolean> {
  const [row] = await queryRows<{ lead: boolean }>(
    ctx.db,
    sql`select (select is_teamlead from users where id = ${user.id})
            or exists (select 1 from projects p where p.teamlead_ids @> jsonb_build_array(${user.id}::int)) as lead`,
  );
  return Boolean(row?.lead);
}

export function projectsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/projects', async (request) => {
    const user = currentUser(request);
    requireProjectsArea(user);
    const filters = parseFilters(request.query);
    const page = pageOf(request.query, PROJECTS_PAGE_SIZE);
    const where = filterCondition(user, filters);
    const [rows, totalResults, lead] = await Promise.all([
      queryRows<Record<string, unknown>>(ctx.db, projectRowsQuery(user, where, orderBy(filters), page)),
      countProjects(ctx.db, where),
      isTeamlead(ctx, user),
    ]);
    const body: ProjectsResponse = { data: { projects: rows.map(toProjectRow) }, totalResults, is_teamlead: lead };
    return body;
  });
}
