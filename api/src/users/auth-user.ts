/**
 * The signed-in user as the route handlers see it, and its `Me` form for the portal.
 */
import { type AccessSubject, accessSubjectOf, isFullProjectManager, isLimitedPm } from '@portal/shared/access';
import type { Me, Theme } from '@portal/shared/contract';
import { sessionRoleOf } from '../auth/session-role';
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
  /** What the shared access rules (`@portal/shared/access`) are asked about; route guards use nothing else. */
  access: AccessSubject;
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
  const subject = accessSubjectOf(sessionRoleOf(user), null);
  if (isLimitedPm(subject)) return 0;
  return isFullProjectManager(subject) || user.hasApproval ? 1 : 0;
}

/** The user as the shared access rules see it, with the approval level check-user-data answers. */
export function accessOf(user: Pick<UserRow, 'role' | 'isLimitedPm' | 'hasApproval'>): AccessSubject {
  return accessSubjectOf(sessionRoleOf(user), hasApprovalOf(user));
}
