/**
 * POST ts (new) or PUT ts/{id} (edit). Reloads the weeks and project panels of this area, and
 * emits `project-changed` (part 'timesheet') so the details page's financial summary and
 * resources' used hours reload too.
 */
import {
  apiPostIdempotent,
  apiPut,
  eventBus,
  type TimesheetEntry,
  type TimesheetEntryPayload,
  type TimesheetEntryResponse,
} from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectTimesheetKey } from '../../project-timesheet/api/get-project-timesheet';
import { timesheetWeekKey } from '../../timesheet-week/api/get-timesheet-week';
import { hoursLeftKey } from './get-hours-left';

export async function saveTimesheetEntry(payload: TimesheetEntryPayload, id?: number): Promise<TimesheetEntry> {
  const answer =
    id === undefined
      ? await apiPostIdempotent<TimesheetEntryResponse>('ts', payload)
      : await apiPut<TimesheetEntryResponse>(`ts/${id}`, payload);
  return answer.data;
}

export function useSaveTimesheetEntry() {
  return useApiMutation(saveTimesheetEntry, {
    invalidates: () => [timesheetWeekKey(), projectTimesheetKey(), hoursLeftKey()],
    emit: (entry) => eventBus.emit('project-changed', { projectId: entry.project_id, part: 'timesheet' }),
  });
}
