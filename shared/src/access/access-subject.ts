/** What the access rules look at: the session role, the two flags and the approval level. */
import type { SessionRole } from '../contract';

export type AccessSubject = {
  role: SessionRole;
  isLimitedPm: boolean;
  isIt: boolean;
  /**
   * has_approval from check-user-data (999 when the answer lacks it); null until the first
   * answer, so that nothing approval-related flashes in and out.
   */
  hasApproval: number | null;
};

/** The Approval entry's minimum level: has_approval must be at least this (document 1, section 2). */
export const APPROVAL_MIN_LEVEL = 1;

export const isFullPm = (subject: AccessSubject): boolean => subject.role === 2 && !subject.isLimitedPm;

export const canApprove = (subject: AccessSubject): boolean =>
  !subject.isLimitedPm && !subject.isIt && subject.hasApproval !== null && subject.hasApproval >= APPROVAL_MIN_LEVEL;
