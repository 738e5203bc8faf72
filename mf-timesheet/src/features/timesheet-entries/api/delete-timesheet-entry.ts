/** DELETE ts/{id}. Reloads this area's weeks and panels and tells the details page (`project-changed`, part 'timesheet'). */
import { apiDelete, eventBus, type TimesheetEntry } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectTimesheetKey } from '../../project-timesheet/api/get-project-timesheet';
import { timesheetWeekKey } from '../../timesheet-week/api/get-timesheet-week';
import { hoursLeftKey } from './get-hours-left';

export function deleteTimesheetEntry(entry: Pick<TimesheetEntry, 'id' | 'project_id'>): Promise<unknown> {
  return apiDelete(`ts/${entry.id}`);
}

export function useDeleteTimesheetEntry() {
  return useApiMutation(deleteTimesheetEntry, {
    invalidates: () => [timesheetWeekKey(), projectTimesheetKey(), hoursLeftKey()],
    emit: (_answer, entry) => eventBus.emit('project-changed', { projectId: entry.project_id, part: 'timesheet' }),
  });
}
