/**
 * Route guards as one pure function (documents 1-3): where a signed-in user may go, and
 * where they are sent instead. The shell applies it to every route; the API enforces the
 * same rules on its side.
 */
import { type AccessSubject, canApprove, isFullPm } from './access-subject';
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

  if (subject.isIt) return path === '/' || path === IT_CONFIG_PATH ? allow : toLogin;

  if (path === '/') return subject.isLimitedPm ? { kind: 'redirect', to: '/projects' } : allow;

  if (startsWithSegment(path, '/config') || startsWithSegment(path, '/reports')) {
    return isFullPm(subject) ? allow : toLogin;
  }
  if (startsWithSegment(path, '/approval')) {
    if (isFullPm(subject)) return allow;
    if (subject.isLimitedPm) return toLogin;
    if (subject.hasApproval === null) return { kind: 'wait' };
    return canApprove(subject) ? allow : toLogin;
  }
  if (startsWithSegment(path, '/timesheet') || startsWithSegment(path, '/user-working-places')) {
    return subject.isLimitedPm ? toLogin : allow;
  }
  return allow;
}
