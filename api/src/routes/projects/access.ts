/**
 * The guards of the projects area, each one shared access rule, answered with 403 (the portal
 * hides what they guard). Session roles: docs/roles.md.
 */
import { canCreateProjects, canEditProjects, canSeeProjects } from '@portal/shared/access';
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

/** Editing projects and setting parents: a limited PM has no Edit menu (document 1, section 6). */
export function requireProjectEditor(user: AuthUser): void {
  requireAccess(user, canEditProjects);
}
