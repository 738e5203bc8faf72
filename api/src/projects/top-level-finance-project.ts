/**
 * The guard of purchase orders and external expenses (document 2, sections 2 and 6): full
 * project managers only (the finance rule), and only on a project without a parent, whose
 * subprojects are invoiced through it. Anything else is 403; an unknown project 404.
 */
import { eq } from 'drizzle-orm';
import { canSeeFinance } from '@portal/shared/access';
import type { AppContext } from '../app-context';
import { requireAccess } from '../auth/require-access';
import { projects } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { AuthUser } from '../users/auth-user';

export const SUBPROJECT_MESSAGE = 'Purchase orders and external expenses belong to the parent project.';

export type FinanceProject = { id: number; title: string };

export async function requireTopLevelFinanceProject(ctx: AppContext, user: AuthUser, projectId: number): Promise<FinanceProject> {
  requireAccess(user, canSeeFinance);
  const [project] = await ctx.db
    .select({ id: projects.id, title: projects.title, parentId: projects.parentId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw notFound();
  if (project.parentId !== null) throw forbidden(SUBPROJECT_MESSAGE);
  return { id: project.id, title: project.title };
}
