/**
 * GET /api/project/:id: one project for the edit form and the details page. Signed-in users
 * except IT users. 404 for an unknown id; `{project: {id, has_access: false}}` for a project
 * the caller may not see (the portal then goes back to /projects), nothing else of it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProjectDetail, ProjectResponse, TeamLead } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { notFound } from '../../http/errors';
import { toInteger } from '../../http/validation';
import { visibleProjectsCondition } from '../../projects/visibility';
import { projectFileUrl } from '../../uploads/project-file-store';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectsArea } from './access';
import { jsonList, projectRowsQuery, toProjectRow } from './project-list-query';

const DETAIL_COLUMNS = sql`,
  p.description, p.mjn, p.filepath, p.file_name, p.fixed_price, p.teamlead_ids::text as teamlead_ids_json,
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id)
            from users u where p.teamlead_ids @> jsonb_build_array(u.id)), '[]'::json) as teamleads,
  coalesce((select json_agg(json_build_object('id', ch.id, 'title', ch.title) order by ch.id)
            from projects ch where ch.parent_id = p.id), '[]'::json) as children,
  (select pp.title from projects pp where pp.id = p.parent_id) as settle_title`;

/** The project as the caller may see it, or null when it does not exist or is not visible. */
export async function loadProjectDetail(ctx: AppContext, user: AuthUser, id: number): Promise<ProjectDetail | null> {
  const where = sql`p.id = ${id} and ${visibleProjectsCondition(user)}`;
  const [row] = await queryRows<Record<string, unknown>>(ctx.db, projectRowsQuery(user, where, sql`p.id`, undefined, DETAIL_COLUMNS));
  if (!row) return null;
  return {
    ...toProjectRow(row),
    has_access: true,
    description: (row.description as string | null) ?? null,
    mjn: (row.mjn as string | null) ?? null,
    filepath: (row.filepath as string | null) ?? null,
    file_url: projectFileUrl(ctx.config.publicApiUrl, (row.filepath as string | null) ?? null),
    file_name: (row.file_name as string | null) ?? null,
    fixed_price: row.fixed_price === null || row.fixed_price === undefined ? null : Number(row.fixed_price),
    teamlead_ids: jsonList<unknown>(row.teamlead_ids_json).map(Number),
    teamleads: jsonList<TeamLead>(row.teamleads).map((t) => ({ id: Number(t.id), name: String(t.name) })),
    owner_name: String(row.idg_pm_name),
    children: jsonList<{ id: unknown; title: unknown }>(row.children).map((c) => ({ id: Number(c.id), title: String(c.title) })),
    settle_title: (row.settle_title as string | null) ?? null,
  };
}

export async function projectExists(ctx: AppContext, id: number): Promise<boolean> {
  const rows = await queryRows(ctx.db, sql`select 1 from projects where id = ${id}`);
  return rows.length > 0;
}

/** A positive integer route id, or 404. */
export function routeId(value: string): number {
  const id = toInteger(value);
  if (id === null || id < 1) throw notFound();
  return id;
}

export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/project/:id', async (request) => {
    const user = currentUser(request);
    requireProjectsArea(user);
    const id = routeId(request.params.id);
    const project = await loadProjectDetail(ctx, user, id);
    if (project) return { project } satisfies ProjectResponse;
    if (!(await projectExists(ctx, id))) throw notFound();
    return { project: { id, has_access: false } } satisfies ProjectResponse;
  });
}
