/**
 * Removing an entry from any list: asks "Are you sure?" first, then deletes it, toasts
 * "Timesheet entry has been deleted." or the failure. Render `dialog` once in the page.
 * `remove` asks the same for the week grid's emptied cell. The toast offers Undo (issue 32),
 * which logs the entry again through the same call and server rules as a new one.
 */
import { notifySuccess, reportApiError, type TimesheetEntry } from '@portal/shared';
import { useConfirmation } from '@portal/shared/dialogs';
import { useDeleteTimesheetEntry } from '../api/delete-timesheet-entry';
import { useSaveTimesheetEntry } from '../api/save-timesheet-entry';
import { restoredPayload } from '../entry-rules';
import { TIMESHEET_MESSAGES } from '../timesheet-messages';

export function useRemoveEntry() {
  const deleteEntry = useDeleteTimesheetEntry();
  const saveEntry = useSaveTimesheetEntry();
  const { confirm, dialog } = useConfirmation();
  const restore = async (entry: TimesheetEntry) => {
    try {
      await saveEntry(restoredPayload(entry));
      notifySuccess(TIMESHEET_MESSAGES.entryRestored);
    } catch (error) {
      await reportApiError(error);
    }
  };
  const remove = (entry: TimesheetEntry) =>
    confirm(async () => {
      try {
        await deleteEntry(entry);
        notifySuccess(TIMESHEET_MESSAGES.entryDeleted, { label: 'Undo', onAction: () => void restore(entry) });
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
