/**
 * The set-parent dialog (document 1; document 2, "Parent link"). Session role 2, limited PMs
 * included (document 2, section 6), over the projects they may see.
 * - GET /api/project-parents/:id: the candidate parents of project :id by title: projects
 *   without a parent, other than the project itself. Empty, with the reason in `refusal`, when
 *   the project may not get a parent: it has one already, or has subprojects (one level of
 *   nesting only), or it holds cost estimates, purchase orders, external expenses or timesheet
 *   entries (issue 29: under a parent its own finance panels answer 403, so they would be lost).
 * - POST /api/project-parents {project_id, parent_id}: links the project under the parent;
 *   422 when either is missing, unknown or not a candidate, or the project holds such records.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProjectParentCandidate, ProjectParentsResponse, SetProjectParentResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { integer, required, toInteger, validate } from '../../http/validation';
import { visibleProjectsCondition } from '../../projects/visibility';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectEditor } from './access';
import { projectExists, routeId } from './project';

export const PARENT_SAVED_MESSAGE = "Project's parent has been saved.";
export const NOT_A_CHILD_MESSAGE = 'This project already has a parent or subprojects, so it cannot be put under a parent.';

/** What a project holds that a subproject could no longer show, in the order the message names them. */
const RECORD_KINDS = [
  ['cost estimates', sql`exists (select 1 from cost_estimates ce where ce.project_id = p.id)`],
  [
    'purchase orders',
    sql`exists (select 1 from purchase_orders po join cost_estimates ce on ce.id = po.cost_estimate_id where ce.project_id = p.id)`,
  ],
  ['external expenses', sql`exists (select 1 from external_expenses x where x.project_id = p.id)`],
  ['timesheet entries', sql`exists (select 1 from timesheet_entries t where t.project_id = p.id)`],
] as const;

/** "This project has cost estimates and timesheet entries: ..." for the kinds it holds. */
export function heldRecordsMessage(kinds: readonly string[]): string {
  const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1]}` : kinds[0];
  return `This project has ${list}, which would no longer be reachable under a parent, so it cannot be put under one.`;
}

/** Why the project may not take a parent because of the records it holds, or null. */
async function heldRecordsRefusal(ctx: AppContext, id: number): Promise<string | null> {
  const [row] = await queryRows<Record<string, boolean>>(
    ctx.db,
    sql`select ${sql.join(
      RECORD_KINDS.map(([, held], i) => sql`${held} as ${sql.raw(`k${i}`)}`),
      sql`, `,
    )} from projects p where p.id = ${id}`,
  );
  const kinds = RECORD_KINDS.filter((_, i) => row?.[`k${i}`]).map(([kind]) => kind);
  return kinds.length > 0 ? heldRecordsMessage(kinds) : null;
}

/** Projects that can take a parent: visible, without a parent and without subprojects. */
const canTakeParent = (user: AuthUser, id: number): SQL =>
  sql`p.id = ${id} and p.parent_id is null
      and not exists (select 1 from projects ch where ch.parent_id = p.id)
      and ${visibleProjectsCondition(user)}`;

/** Parents for project :id: visible, top-level, not itself. */
const candidateCondition = (user: AuthUser, id: number): SQL =>
  sql`p.id <> ${id} and p.parent_id is null and ${visibleProjectsCondition(user)}`;

async function isVisible(ctx: AppContext, user: AuthUser, id: number): Promise<boolean> {
  const rows = await queryRows(ctx.db, sql`select 1 from projects p where p.id = ${id} and ${visibleProjectsCondition(user)}`);
  return rows.length > 0;
}

export function projectParentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/project-parents/:id', async (request) => {
    const user = currentUser(request);
    requireProjectEditor(user);
    const id = routeId(request.params.id);
    if (!(await isVisible(ctx, user, id))) {
      if (await projectExists(ctx, id)) throw forbidden();
      throw notFound();
    }
    const [child] = await queryRows(ctx.db, sql`select 1 from projects p where ${canTakeParent(user, id)}`);
    const refusal = child ? await heldRecordsRefusal(ctx, id) : NOT_A_CHILD_MESSAGE;
    if (refusal) return { data: [], refusal } satisfies ProjectParentsResponse;
    const rows = await queryRows<ProjectParentCandidate>(
      ctx.db,
      sql`select p.id, p.title from projects p where ${candidateCondition(user, id)} order by lower(p.title), p.id`,
    );
    const body: ProjectParentsResponse = { data: rows.map((r) => ({ id: Number(r.id), title: r.title })) };
    return body;
  });

  app.post('/project-parents', async (request) => {
    const user = currentUser(request);
    requireProjectEditor(user);
    const input = validate(request.body, { project_id: [required(), integer()], parent_id: [required(), integer()] });
    const projectId = toInteger(input.project_id) as number;
    const parentId = toInteger(input.parent_id) as number;
    if (!(await isVisible(ctx, user, projectId))) throw fieldError('project_id', 'The selected project id is invalid.');
    const [child] = await queryRows(ctx.db, sql`select 1 from projects p where ${canTakeParent(user, projectId)}`);
    if (!child) throw fieldError('project_id', NOT_A_CHILD_MESSAGE);
    const refusal = await heldRecordsRefusal(ctx, projectId);
    if (refusal) throw fieldError('project_id', refusal);
    const [parent] = await queryRows(
      ctx.db,
      sql`select 1 from projects p where p.id = ${parentId} and ${candidateCondition(user, projectId)}`,
    );
    if (!parent) throw fieldError('parent_id', 'The selected parent id is invalid.');
    await ctx.db.execute(sql`update projects set parent_id = ${parentId}, updated_at = now() where id = ${projectId}`);
    const body: SetProjectParentResponse = { data: { id: projectId, parent_id: parentId }, message: PARENT_SAVED_MESSAGE };
    return body;
  });
}
