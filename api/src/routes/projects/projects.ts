/**
 * GET /api/projects: the projects list (document 1, section 2). Signed-in users except IT
 * users, over the projects they may see (src/projects/visibility.ts). Every filter, the sort
 * and the paging run in SQL; filter meanings are in shared/src/contract/projects.ts.
 * Answers `{data: {projects}, totalResults, is_teamlead}`.
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { PROJECTS_PAGE_SIZE } from '@portal/shared/contract';
import { ProjectsQuerySchema, ProjectsResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { pageOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectsArea } from './access';
import { countProjects, filterCondition, filtersOf, orderBy, selectProjectRows } from './project-list-query';

const LeadRow = Type.Object({ lead: Type.Union([Type.Boolean(), Type.Null()]) });

/** Team lead flag in the administration, or named team lead of at least one project. */
async function isTeamlead(ctx: AppContext, user: AuthUser): Promise<boolean> {
  const [row] = await selectRows(
    ctx.db,
    LeadRow,
    sql`select (select is_teamlead from users where id = ${user.id})
            or exists (select 1 from projects p where p.teamlead_ids @> jsonb_build_array(${user.id}::int)) as lead`,
  );
  return row?.lead === true;
}

export function projectsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/projects',
    { schema: { tags: ['Projects'], querystring: ProjectsQuerySchema, response: { 200: ProjectsResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireProjectsArea(user);
      const filters = filtersOf(request.query);
      const page = pageOf(request.query, PROJECTS_PAGE_SIZE);
      const where = filterCondition(user, filters);
      const [projects, totalResults, lead] = await Promise.all([
        selectProjectRows(ctx.db, user, where, orderBy(filters), page),
        countProjects(ctx.db, where),
        isTeamlead(ctx, user),
      ]);
      return { data: { projects }, totalResults, is_teamlead: lead };
    },
  );
}
