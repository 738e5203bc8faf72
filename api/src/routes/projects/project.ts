/**
 * GET /api/project/:id: one project for the edit form and the details page. Signed-in users
 * except IT users. 404 for an unknown id; `{project: {id, has_access: false}}` for a project
 * the caller may not see (the portal then goes back to /projects), nothing else of it.
 */
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ProjectDetail } from '@portal/shared/contract';
import { IdParams, INT32_MAX, Nullable, ProjectResponseSchema, ProjectRowSchema, TeamLeadSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { selectRows } from '../../db/client';
import { projects } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { visibleProjectsCondition } from '../../projects/visibility';
import { projectFileUrl } from '../../uploads/project-file-store';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectsArea } from './access';
import { projectRowsQuery } from './project-list-query';

const DETAIL_COLUMNS = sql`,
  p.description, p.mjn, p.filepath, p.file_name, p.fixed_price::float8 as fixed_price, p.teamlead_ids,
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id)
            from users u where p.teamlead_ids @> jsonb_build_array(u.id)), '[]'::json) as teamleads,
  coalesce((select json_agg(json_build_object('id', ch.id, 'title', ch.title) order by ch.id)
            from projects ch where ch.parent_id = p.id), '[]'::json) as children,
  (select pp.title from projects pp where pp.id = p.parent_id) as settle_title`;

const DetailRow = Type.Object({
  ...ProjectRowSchema.properties,
  description: Nullable(Type.String()),
  mjn: Nullable(Type.String()),
  filepath: Nullable(Type.String()),
  file_name: Nullable(Type.String()),
  fixed_price: Nullable(Type.Number()),
  teamlead_ids: Type.Array(Type.Integer()),
  teamleads: Type.Array(TeamLeadSchema),
  children: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  settle_title: Nullable(Type.String()),
});

/** The project as the caller may see it, or null when it does not exist or is not visible. */
export async function loadProjectDetail(ctx: AppContext, user: AuthUser, id: number): Promise<ProjectDetail | null> {
  const where = sql`p.id = ${id} and ${visibleProjectsCondition(user)}`;
  const [row] = await selectRows(ctx.db, DetailRow, projectRowsQuery(user, where, sql`p.id`, undefined, DETAIL_COLUMNS));
  if (!row) return null;
  return {
    ...row,
    has_access: true,
    file_url: projectFileUrl(ctx.config.publicApiUrl, row.filepath),
    owner_name: row.idg_pm_name,
  };
}

export async function projectExists(ctx: AppContext, id: number): Promise<boolean> {
  const rows = await ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return rows.length > 0;
}

/**
 * A positive integer route id, or 404; for the routes whose params no schema checks yet (an
 * id above int32 names no record).
 */
export function routeId(value: string): number {
  const id = /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > INT32_MAX) throw notFound();
  return id;
}

export function projectRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/project/:id',
    { schema: { tags: ['Projects'], params: IdParams, response: { 200: ProjectResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireProjectsArea(user);
      const { id } = request.params;
      const project = await loadProjectDetail(ctx, user, id);
      if (project) return { project };
      if (!(await projectExists(ctx, id))) throw notFound();
      return { project: { id, has_access: false as const } };
    },
  );
}
