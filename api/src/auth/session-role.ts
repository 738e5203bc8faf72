/**
 * The one place where a users-administration role becomes a session role (docs/roles.md).
 */
import type { SessionRole } from '@portal/shared/contract';

export type SessionRoleInfo = {
  role: SessionRole;
  is_limited_pm: boolean;
  is_it: boolean;
};

/**
 * Maps the role kept in the users administration to what the session and the portal use:
 *
 * | admin role                | session role | flags            |
 * |---------------------------|--------------|------------------|
 * | 4 developer               | 1            |                  |
 * | 2 project manager         | 2            |                  |
 * | 3 client PM               | 3            |                  |
 * | 3 with is_limited_pm      | 2            | is_limited_pm    |
 * | 6 IT user                 | 6            | is_it            |
 *
 * The portal calls the developer 1 while the administration calls it 4 (document 1 does
 * not say why); a limited PM is stored as a client PM but works as a restricted project
 * manager. Any other stored value becomes a developer, the role with the fewest rights
 * that can still sign in usefully. A role 2 user flagged limited is treated as limited too,
 * so that the flag can never widen rights.
 */
export function sessionRoleOf(user: { role: number; isLimitedPm: boolean }): SessionRoleInfo {
  if (user.isLimitedPm && (user.role === 2 || user.role === 3)) {
    return { role: 2, is_limited_pm: true, is_it: false };
  }
  switch (user.role) {
    case 2:
      return { role: 2, is_limited_pm: false, is_it: false };
    case 3:
      return { role: 3, is_limited_pm: false, is_it: false };
    case 6:
      return { role: 6, is_limited_pm: false, is_it: true };
    case 4:
    default:
      return { role: 1, is_limited_pm: false, is_it: false };
  }
}
