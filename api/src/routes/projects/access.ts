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

/** Creating and editing projects, setting parents: session role 2, limited PMs included. */
export function requireProjectManager(user: AuthUser): void {
  if (user.session.role !== 2) throw forbidden();
}

/** Reports: full project managers only (a limited PM is sent to login). */
export function requireFullProjectManager(user: AuthUser): void {
  if (!isFullPm(user.session)) throw forbidden();
}
