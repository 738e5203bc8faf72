/**
 * The signed-in user as the route handlers see it, and its `Me` form for the portal.
 */
import type { Me, Theme } from '@portal/shared/contract';
import { sessionRoleOf, type SessionRoleInfo } from '../auth/session-role';
import { avatarUrl } from '../uploads/avatar-store';

export type UserRow = {
  id: number;
  name: string;
  email: string;
  role: number;
  isLimitedPm: boolean;
  disabled: boolean;
  hasApproval: boolean;
  sex: 'male' | 'female' | null;
  avatar: string | null;
  settings: { theme?: Theme } | null;
};

export type AuthUser = UserRow & {
  session: SessionRoleInfo;
  /** The auth_tokens row behind this request (logout deletes it). */
  tokenId: number;
};

export function themeOf(user: Pick<UserRow, 'settings'>): Theme {
  return user.settings?.theme === 'theme-dark' ? 'theme-dark' : 'theme-light';
}

export function toMe(user: UserRow, publicApiUrl: string): Me {
  const session = sessionRoleOf(user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: session.role,
    sex: user.sex ?? null,
    avatar: avatarUrl(publicApiUrl, user.avatar),
    is_limited_pm: session.is_limited_pm,
    is_it: session.is_it,
    theme: themeOf(user),
  };
}

/**
 * 1 when the user may approve timesheet entries: full project managers always, others when
 * approval was granted to them.
 */
export function hasApprovalOf(user: Pick<UserRow, 'role' | 'isLimitedPm' | 'hasApproval'>): 0 | 1 {
  const session = sessionRoleOf(user);
  if (session.is_limited_pm) return 0;
  return session.role === 2 || user.hasApproval ? 1 : 0;
}
