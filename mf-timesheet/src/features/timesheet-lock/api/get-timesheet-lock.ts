/**
 * GET timesheet-lock: the day up to which entries are locked (set on /config/timesheet-lock).
 * The week offers no new entry on a locked day and the entry form refuses one.
 */
import useSWR from 'swr';
import { apiGet, callKey, type IsoDate, isLockedDay, type TimesheetLockResponse } from '@portal/shared';

export const timesheetLockKey = callKey('timesheet-lock');

export async function getLockedUntil(): Promise<IsoDate | null> {
  return (await apiGet<TimesheetLockResponse>('timesheet-lock')).data.locked_until;
}

/** The locked day (null while none is set or still loading) and whether a day falls in the lock. */
export function useTimesheetLock() {
  const { data } = useSWR(timesheetLockKey(), getLockedUntil);
  const lockedUntil = data ?? null;
  return { lockedUntil, isLocked: (day: IsoDate) => isLockedDay(day, lockedUntil) };
}
