/** PUT timesheet-lock {locked_until}: locks the timesheet up to a day (null unlocks it). */
import { apiPut, type TimesheetLockPayload, type TimesheetLockSaveResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { timesheetLockKey } from './get-timesheet-lock';

export function saveTimesheetLock(payload: TimesheetLockPayload): Promise<TimesheetLockSaveResponse> {
  return apiPut<TimesheetLockSaveResponse>('timesheet-lock', payload);
}

export function useSaveTimesheetLock() {
  return useApiMutation(saveTimesheetLock, { invalidates: () => [timesheetLockKey()] });
}
