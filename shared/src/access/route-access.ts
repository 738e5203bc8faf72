/**
 * Route guards as one pure function (documents 1-3): where a signed-in user may go, and
 * where they are sent instead. The shell applies it to every route; the API enforces the
 * same rules on its side.
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
  /** The decision needs has_approval, which has not arrived yet. */
  | { kind: 'wait' };

const PUBLIC_PREFIXES = ['/login', '/forgot', '/change-password/', '/logout'];

const allow: RouteDecision = { kind: 'allow' };
const toLogin: RouteDecision = { kind: 'redirect', to: '/login' };

const startsWithSegment = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isPublicPath(path: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

export function routeAccess(path: string, subject: AccessSubject | null): RouteDecision {
  if (isPublicPath(path)) return allow;
  if (!subject) return toLogin;

  if (isItUser(subject)) return path === '/' || path === IT_CONFIG_PATH ? allow : toLogin;

  if (path === '/') return canSeeDashboard(subject) ? allow : { kind: 'redirect', to: '/projects' };

  if (startsWithSegment(path, '/config')) return canManageConfiguration(subject) ? allow : toLogin;
  if (startsWithSegment(path, '/reports')) return canReadReports(subject) ? allow : toLogin;
  if (startsWithSegment(path, '/approval')) {
    if (isFullProjectManager(subject)) return allow;
    if (isLimitedPm(subject)) return toLogin;
    if (subject.hasApproval === null) return { kind: 'wait' };
    return canApprove(subject) ? allow : toLogin;
  }
  if (startsWithSegment(path, '/timesheet') || startsWithSegment(path, '/user-working-places')) {
    return canKeepTimesheetAndWorkingPlaces(subject) ? allow : toLogin;
  }
  return allow;
}
