/**
 * The role checks of the projects area, answered with 403 (the portal hides what they guard).
 * Session roles: docs/roles.md.
 */
import { forbidden } from '../../http/errors';
import { isFullPm } from '../../auth/session-role';
import type { AuthUser } from '../../users/auth-user';

/** IT users work only in the developers configuration (document 1, section 2). */
export function requireProjectsArea(user: AuthUser): void {
  if (user.session.is_it) throw forbidden();
}

/** Creating projects: session role 2, limited PMs included (with their restrictions). */
export function requireProjectManager(user: AuthUser): void {
  if (user.session.role !== 2) throw forbidden();
}

/**
 * Editing projects, setting parents and reports: full project managers only (a limited PM has
 * no Edit menu and is sent to login from reports, document 1 section 6).
 */
export function requireFullProjectManager(user: AuthUser): void {
  if (!isFullPm(user.session)) throw forbidden();
}
