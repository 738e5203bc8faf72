/**
 * Removing an entry from any list: asks "Are you sure?" first, then deletes it, toasts
 * "Timesheet entry has been deleted." or the failure. Render `dialog` once in the page.
 * `remove` asks the same for the week grid's emptied cell.
 */
import { notifySuccess, reportApiError, type TimesheetEntry } from '@portal/shared';
import { useConfirmation } from '@portal/shared/dialogs';
import { useDeleteTimesheetEntry } from '../api/delete-timesheet-entry';
import { TIMESHEET_MESSAGES } from '../timesheet-messages';

export function useRemoveEntry() {
  const deleteEntry = useDeleteTimesheetEntry();
  const { confirm, dialog } = useConfirmation();
  const remove = (entry: TimesheetEntry) =>
    confirm(async () => {
      try {
        await deleteEntry(entry);
        notifySuccess(TIMESHEET_MESSAGES.entryDeleted);
      } catch (error) {
        await reportApiError(error);
      }
    });
  /** The row menu of an editable entry (none for the others). */
  const entryActions = (entry: TimesheetEntry, edit: (entry: TimesheetEntry) => void) =>
    entry.editable
      ? [
          { label: 'Edit', onSelect: () => edit(entry) },
          { label: 'Remove', danger: true, onSelect: () => remove(entry) },
        ]
      : [];
  return { entryActions, remove, dialog };
}
