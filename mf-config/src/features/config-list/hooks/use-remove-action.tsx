/**
 * The "Remove" row action of a configuration list: asks "Are you sure?" first, then deletes
 * (the delete hook reloads the list) and says so. A refusal (422: a category or client still
 * in use) shows the server's message; any other failure the generic error.
 */
import type { ReactElement } from 'react';
import { notifySuccess, reportApiError } from '@portal/shared';
import { useConfirmation } from '@portal/shared/dialogs';
import type { RowAction } from '@portal/shared/lists';

export type RemoveAction<Row> = {
  /** Calls a delete hook's function, which reloads the list. */
  run: (row: Row) => Promise<unknown>;
  successMessage: string;
  label?: string;
};

export function useRemoveAction<Row>(remove: RemoveAction<Row> | undefined): {
  action: (row: Row) => RowAction | false;
  dialog: ReactElement | null;
} {
  const { confirm, dialog } = useConfirmation();
  if (!remove) return { action: () => false, dialog: null };
  const run = async (row: Row) => {
    try {
      await remove.run(row);
      notifySuccess(remove.successMessage);
    } catch (error) {
      await reportApiError(error);
    }
  };
  return {
    action: (row) => ({ label: remove.label ?? 'Remove', danger: true, onSelect: () => confirm(() => run(row)) }),
    dialog,
  };
}
