/**
 * How a route refuses a signed-in user: one of the shared access rules (`@portal/shared/access`,
 * the same the portal's menus and pages ask) says no, and the answer is 403.
 */
import type { AccessRule } from '@portal/shared/access';
import { forbidden } from '../http/errors';
import type { AuthUser } from '../users/auth-user';

export function requireAccess(user: AuthUser, rule: AccessRule): void {
  if (!rule(user.access)) throw forbidden();
}
