/**
 * Who may use the finance calls (document 2, section 6): a project manager who is not a
 * limited PM (`canSeeFinance`), 403 for everyone else; and the project a call names, 404 when
 * it does not exist. A full PM sees every project, so nothing narrower is checked.
 */
import { eq } from 'drizzle-orm';
import { canSeeFinance } from '@portal/shared/access';
import type { AppContext } from '../app-context';
import { requireAccess } from '../auth/require-access';
import { projects } from '../db/schema';
import { notFound } from '../http/errors';
import type { AuthUser } from '../users/auth-user';

export function requireFinance(user: AuthUser): void {
  requireAccess(user, canSeeFinance);
}

export type FinanceProject = { id: number; title: string; parent_id: number | null };

export async function loadFinanceProject(ctx: AppContext, projectId: number): Promise<FinanceProject> {
  const [project] = await ctx.db
    .select({ id: projects.id, title: projects.title, parent_id: projects.parentId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw notFound();
  return project;
}
