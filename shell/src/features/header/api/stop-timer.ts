/**
 * POST ts-timer/stop: the running timer becomes that day's hours (an entry created or added to).
 * The header's timer reloads; the weeks and project panels of the timesheet area hear of the
 * entry (`timesheet-changed`, `project-changed`) and the grid's Start of the stop (`timer-changed`).
 */
import { apiPost, eventBus, type TimesheetEntry, type TimesheetEntryResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { runningTimerKey } from './get-running-timer';

export async function stopTimer(): Promise<TimesheetEntry> {
  return (await apiPost<TimesheetEntryResponse>('ts-timer/stop')).data;
}

export function useStopTimer() {
  return useApiMutation(stopTimer, {
    invalidates: () => [runningTimerKey()],
    emit: (entry) => {
      eventBus.emit('timesheet-changed', { entryId: entry.id, userId: entry.user_id, projectId: entry.project_id });
      eventBus.emit('project-changed', { projectId: entry.project_id, part: 'timesheet' });
      eventBus.emit('timer-changed', {});
    },
  });
}
