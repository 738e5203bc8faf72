/**
 * Which projects a user may see, as one SQL condition on the `projects` table (aliased `p`).
 * Used by the dashboard figures and activity; the projects list of later issues builds on it.
 *
 * - a full project manager (session role 2, not limited) sees every project;
 * - a limited project manager sees the projects of type 2 and category 17 only;
 * - everyone else sees the projects they own, are the client PM of, lead (teamlead_ids)
 *   or are assigned to (project_users, or a project_resources row in an activity).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AccessSubject, isFullProjectManager, isLimitedPm } from '@portal/shared/access';
import type { Db } from '../db/client';
import { projects } from '../db/schema';

/** Document 1, section 9: what a limited project manager is restricted to (the client and brand markers are in config.ts). */
export const LIMITED_PM = {
  typeId: 2,
  categoryId: 17,
  ownerIds: [15, 198, 294] as const,
} as const;

export function visibleProjectsCondition(user: { id: number; access: AccessSubject }, alias = 'p'): SQL {
  const p = sql.raw(alias);
  if (isFullProjectManager(user.access)) return sql`true`;
  if (isLimitedPm(user.access)) {
    return sql`(${p}.type_id = ${LIMITED_PM.typeId} and ${p}.category_id = ${LIMITED_PM.categoryId})`;
  }
  return involvedCondition(user.id, alias);
}

/**
 * The projects a user takes part in, whatever their role: owner, client PM, team lead, assigned
 * or a resource. What everyone but a project manager sees, and what the home calls "my projects".
 */
export function involvedCondition(userId: number, alias = 'p'): SQL {
  const p = sql.raw(alias);
  return sql`(
    ${p}.owner_id = ${userId}
    or ${p}.hogarth_pm_id = ${userId}
    or ${p}.teamlead_ids @> jsonb_build_array(${userId}::int)
    or exists (select 1 from project_users pu where pu.project_id = ${p}.id and pu.user_id = ${userId})
    or exists (select 1 from project_resources pr where pr.project_id = ${p}.id and pr.user_id = ${userId})
  )`;
}

/** `projects` under the alias `p` that visibleProjectsCondition speaks of, for query-builder selects. */
export const visibleProjects = alias(projects, 'p');

/** Whether the project exists and the user may see it. */
export async function isProjectVisible(db: Db, user: { id: number; access: AccessSubject }, projectId: number): Promise<boolean> {
  const p = visibleProjects;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id, projectId), visibleProjectsCondition(user)));
  return rows.length > 0;
}
