/** GET timesheet-lock: the day up to which timesheet entries are locked, and who set it. */
import useSWR from 'swr';
import { apiGet, callKey, type TimesheetLock, type TimesheetLockResponse } from '@portal/shared';

export const timesheetLockKey = callKey('timesheet-lock');

export async function getTimesheetLock(): Promise<TimesheetLock> {
  return (await apiGet<TimesheetLockResponse>('timesheet-lock')).data;
}

export function useTimesheetLock() {
  return useSWR(timesheetLockKey(), getTimesheetLock);
}
