/**
 * The "Remove" row action of a configuration list: asks "Are you sure?" first, then deletes,
 * says so and reloads the list. A refusal (422: a category or client still in use) shows the
 * server's message; any other failure the generic error.
 */
import type { ReactElement } from 'react';
import { notifySuccess, reportApiError } from '@portal/shared';
import { useConfirmation } from '@portal/shared/dialogs';
import type { RowAction } from '@portal/shared/lists';

export type RemoveAction<Row> = {
  run: (row: Row) => Promise<unknown>;
  successMessage: string;
  label?: string;
};

export function useRemoveAction<Row>(
  remove: RemoveAction<Row> | undefined,
  reload: () => Promise<unknown>,
): { action: (row: Row) => RowAction | false; dialog: ReactElement | null } {
  const { confirm, dialog } = useConfirmation();
  if (!remove) return { action: () => false, dialog: null };
  const run = async (row: Row) => {
    try {
      await remove.run(row);
      notifySuccess(remove.successMessage);
      await reload();
    } catch (error) {
      await reportApiError(error);
    }
  };
  return {
    action: (row) => ({ label: remove.label ?? 'Remove', danger: true, onSelect: () => confirm(() => run(row)) }),
    dialog,
  };
}
