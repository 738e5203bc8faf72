/**
 * Route guards as one pure function (documents 1-3): where a signed-in user may go. A page
 * the role may not open is refused in place ("You do not have access to this page", with a
 * link to the user's home) rather than sent to login as the documents say (issue 32,
 * docs/spec-deviations.md); without a session the user still goes to /login, and a limited PM
 * still goes from the dashboard to /projects. The shell applies it to every route; the API
 * enforces the same rules on its side.
 */
import type { AccessSubject } from './access-subject';
import {
  canApprove,
  canKeepTimesheetAndWorkingPlaces,
  canManageConfiguration,
  canReadReports,
  canSeeDashboard,
  isFullProjectManager,
  isItUser,
  isLimitedPm,
} from './access-rules';
import { IT_CONFIG_PATH } from './sidebar-entries';

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The role may not open this page; `home` is where the user's own pages start. */
  | { kind: 'deny'; home: string }
  /** The decision needs has_approval, which has not arrived yet. */
  | { kind: 'wait' };

const PUBLIC_PREFIXES = ['/login', '/forgot', '/change-password/', '/logout'];

const allow: RouteDecision = { kind: 'allow' };
const toLogin: RouteDecision = { kind: 'redirect', to: '/login' };

/** The first page of the user's own: the dashboard, or the projects list for a limited PM (who has no dashboard). */
export function homePath(subject: AccessSubject): string {
  return canSeeDashboard(subject) ? '/' : '/projects';
}

const startsWithSegment = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isPublicPath(path: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

export function routeAccess(path: string, subject: AccessSubject | null): RouteDecision {
  if (isPublicPath(path)) return allow;
  if (!subject) return toLogin;
  const deny: RouteDecision = { kind: 'deny', home: homePath(subject) };

  if (isItUser(subject)) return path === '/' || path === IT_CONFIG_PATH ? allow : deny;

  if (path === '/') return canSeeDashboard(subject) ? allow : { kind: 'redirect', to: homePath(subject) };

  if (startsWithSegment(path, '/config')) return canManageConfiguration(subject) ? allow : deny;
  if (startsWithSegment(path, '/reports')) return canReadReports(subject) ? allow : deny;
  if (startsWithSegment(path, '/approval')) {
    if (isFullProjectManager(subject)) return allow;
    if (isLimitedPm(subject)) return deny;
    if (subject.hasApproval === null) return { kind: 'wait' };
    return canApprove(subject) ? allow : deny;
  }
  if (startsWithSegment(path, '/timesheet') || startsWithSegment(path, '/user-working-places')) {
    return canKeepTimesheetAndWorkingPlaces(subject) ? allow : deny;
  }
  return allow;
}
