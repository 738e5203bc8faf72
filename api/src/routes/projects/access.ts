/**
 * The guards of the projects area, each one shared access rule, answered with 403 (the portal
 * hides what they guard). Session roles: docs/roles.md.
 */
import { canCreateProjects, canManageProjectDetails, canSeeProjects } from '@portal/shared/access';
import { requireAccess } from '../../auth/require-access';
import type { AuthUser } from '../../users/auth-user';

/** IT users work only in the developers configuration (document 1, section 2). */
export function requireProjectsArea(user: AuthUser): void {
  requireAccess(user, canSeeProjects);
}

/** Creating projects: project managers, limited PMs included (with their restrictions). */
export function requireProjectCreator(user: AuthUser): void {
  requireAccess(user, canCreateProjects);
}

/**
 * Editing a project, its status and its parent links: project managers, limited PMs included
 * (document 2, section 6), over the projects they may see and with their creation restrictions.
 */
export function requireProjectEditor(user: AuthUser): void {
  requireAccess(user, canManageProjectDetails);
}
