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
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  IdParams,
  ProjectParentsResponseSchema,
  SetProjectParentRequestSchema,
  SetProjectParentResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { selectRows } from '../../db/client';
import { projects } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { isProjectVisible, visibleProjects, visibleProjectsCondition } from '../../projects/visibility';
import type { AuthUser } from '../../users/auth-user';
import { requireProjectEditor } from './access';
import { projectExists } from './project';

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

const HeldRow = Type.Object({ k0: Type.Boolean(), k1: Type.Boolean(), k2: Type.Boolean(), k3: Type.Boolean() });

/** Why the project may not take a parent because of the records it holds, or null. */
async function heldRecordsRefusal(ctx: AppContext, id: number): Promise<string | null> {
  const [row] = await selectRows(
    ctx.db,
    HeldRow,
    sql`select ${sql.join(
      RECORD_KINDS.map(([, held], i) => sql`${held} as ${sql.raw(`k${i}`)}`),
      sql`, `,
    )} from projects p where p.id = ${id}`,
  );
  const held = row ? [row.k0, row.k1, row.k2, row.k3] : [];
  const kinds = RECORD_KINDS.filter((_, i) => held[i]).map(([kind]) => kind);
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

/** The visible projects (`p`) meeting a condition, by title. */
function projectsWhere(ctx: AppContext, condition: SQL) {
  const p = visibleProjects;
  return ctx.db
    .select({ id: p.id, title: p.title })
    .from(p)
    .where(condition)
    .orderBy(sql`lower(${p.title})`, asc(p.id));
}

const tags = ['Projects'];

export function projectParentsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/project-parents/:id',
    { schema: { tags, params: IdParams, response: { 200: ProjectParentsResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireProjectEditor(user);
      const { id } = request.params;
      if (!(await isProjectVisible(ctx.db, user, id))) {
        if (await projectExists(ctx, id)) throw forbidden();
        throw notFound();
      }
      const [child] = await projectsWhere(ctx, canTakeParent(user, id));
      const refusal = child ? await heldRecordsRefusal(ctx, id) : NOT_A_CHILD_MESSAGE;
      if (refusal) return { data: [], refusal };
      return { data: await projectsWhere(ctx, candidateCondition(user, id)) };
    },
  );

  app.post(
    '/project-parents',
    { schema: { tags, body: SetProjectParentRequestSchema, response: { 200: SetProjectParentResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireProjectEditor(user);
      const { project_id: projectId, parent_id: parentId } = request.body;
      if (!(await isProjectVisible(ctx.db, user, projectId))) throw fieldError('project_id', 'The selected project id is invalid.');
      const [child] = await projectsWhere(ctx, canTakeParent(user, projectId));
      if (!child) throw fieldError('project_id', NOT_A_CHILD_MESSAGE);
      const refusal = await heldRecordsRefusal(ctx, projectId);
      if (refusal) throw fieldError('project_id', refusal);
      const [parent] = await projectsWhere(ctx, sql`p.id = ${parentId} and ${candidateCondition(user, projectId)}`);
      if (!parent) throw fieldError('parent_id', 'The selected parent id is invalid.');
      await ctx.db
        .update(projects)
        .set({ parentId, updatedAt: sql`now()` })
        .where(eq(projects.id, projectId));
      return { data: { id: projectId, parent_id: parentId }, message: PARENT_SAVED_MESSAGE };
    },
  );
}
