/** What the access rules look at: the session role, the two flags and the approval level. */
import type { Me } from '../contract';

export type AccessSubject = {
  role: Me['role'];
  isLimitedPm: boolean;
  isIt: boolean;
  /**
   * has_approval from check-user-data (999 when the answer lacks it); null until the first
   * answer, so that nothing approval-related flashes in and out.
   */
  hasApproval: number | null;
};

/** The session as sign-in answers it (`me`) and as the API derives it from a user (docs/roles.md). */
export type SessionFlags = Pick<Me, 'role' | 'is_limited_pm' | 'is_it'>;

/** The Approval entry's minimum level: has_approval must be at least this (document 1, section 2). */
export const APPROVAL_MIN_LEVEL = 1;

/** The one adapter from the session's wire form to the access rules, for the portal and the API alike. */
export function accessSubjectOf(session: SessionFlags, hasApproval: number | null): AccessSubject {
  return { role: session.role, isLimitedPm: session.is_limited_pm, isIt: session.is_it, hasApproval };
}
