import { describe, expect, it } from '@jest/globals';
import { accessSubjectOf, isFullProjectManager } from '@portal/shared/access';
import { sessionRoleOf } from './session-role';

describe('sessionRoleOf', () => {
  it.each([
    [
      { role: 4, isLimitedPm: false },
      { role: 1, is_limited_pm: false, is_it: false },
    ],
    [
      { role: 2, isLimitedPm: false },
      { role: 2, is_limited_pm: false, is_it: false },
    ],
    [
      { role: 3, isLimitedPm: false },
      { role: 3, is_limited_pm: false, is_it: false },
    ],
    [
      { role: 3, isLimitedPm: true },
      { role: 2, is_limited_pm: true, is_it: false },
    ],
    [
      { role: 2, isLimitedPm: true },
      { role: 2, is_limited_pm: true, is_it: false },
    ],
    [
      { role: 6, isLimitedPm: false },
      { role: 6, is_limited_pm: false, is_it: true },
    ],
  ])('maps %j to %j', (user, expected) => {
    expect(sessionRoleOf(user)).toEqual(expected);
  });

  it('gives unknown roles the developer session, and the limited flag no effect on them', () => {
    expect(sessionRoleOf({ role: 99, isLimitedPm: false })).toEqual({ role: 1, is_limited_pm: false, is_it: false });
    expect(sessionRoleOf({ role: 4, isLimitedPm: true })).toEqual({ role: 1, is_limited_pm: false, is_it: false });
    expect(sessionRoleOf({ role: 6, isLimitedPm: true })).toEqual({ role: 6, is_limited_pm: false, is_it: true });
  });

  it('counts only unlimited session role 2 as a full project manager', () => {
    const isFull = (user: { role: number; isLimitedPm: boolean }) => isFullProjectManager(accessSubjectOf(sessionRoleOf(user), null));
    expect(isFull({ role: 2, isLimitedPm: false })).toBe(true);
    expect(isFull({ role: 3, isLimitedPm: true })).toBe(false);
    expect(isFull({ role: 4, isLimitedPm: false })).toBe(false);
  });
});
