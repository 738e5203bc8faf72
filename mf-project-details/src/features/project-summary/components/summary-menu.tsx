/**
 * The summary menu of project managers: edit (mf-projects' project form), set or remove the
 * parent, cancel, close, open. Each removal and status change asks "Are you sure?" first.
 */
import { useState } from 'react';
import { AreaModule, notifySuccess, type ProjectDetail, reportApiError, useMyAccess } from '@portal/shared';
import { ConfirmDialog } from '@portal/shared/dialogs';
import { RowActionsMenu, type RowAction } from '@portal/shared/lists';
import { useRemoveProjectParent } from '../api/remove-project-parent';
import { useUpdateProjectStatus } from '../api/update-project-status';
import { STATUS_OF_ACTION, summaryActions, type SummaryAction } from '../summary-actions';

const LABELS: Record<SummaryAction, string> = {
  edit: 'Edit project',
  'set-parent': 'Set parent',
  'remove-parent': 'Remove parent',
  cancel: 'Cancel project',
  close: 'Close project',
  open: 'Open project',
};

type Confirming = { action: SummaryAction; run: () => Promise<unknown> } | null;

export function SummaryMenu({ project }: { project: ProjectDetail }) {
  const access = useMyAccess();
  const [dialog, setDialog] = useState<'edit' | 'set-parent' | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const updateStatus = useUpdateProjectStatus();
  const removeParent = useRemoveProjectParent();
  const actions = summaryActions(project, access);
  if (actions.length === 0) return null;

  const guarded = (call: () => Promise<{ message: string }>, message: string) => async () => {
    try {
      await call();
      notifySuccess(message);
    } catch (error) {
      await reportApiError(error);
    }
  };
  const select = (action: SummaryAction) => {
    if (action === 'edit' || action === 'set-parent') return setDialog(action);
    if (action === 'remove-parent') {
      return setConfirming({ action, run: guarded(() => removeParent(project.id), "Project's parent has been removed.") });
    }
    setConfirming({ action, run: guarded(() => updateStatus(project.id, STATUS_OF_ACTION[action]), "Project's status has been changed.") });
  };
  const items: RowAction[] = actions.map((action) => ({
    label: LABELS[action],
    onSelect: () => select(action),
    danger: action === 'cancel' || action === 'remove-parent',
  }));

  return (
    <>
      <RowActionsMenu label="Project actions" actions={items} />
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming?.run()}
        confirmLabel={confirming ? LABELS[confirming.action] : undefined}
      />
      {dialog && (
        <AreaModule
          remote="mf_projects"
          module={dialog === 'edit' ? './project-form' : './set-parent-dialog'}
          label={dialog === 'edit' ? 'The project form' : 'The set-parent dialog'}
          props={{ open: true, onClose: () => setDialog(null), projectId: project.id }}
        />
      )}
    </>
  );
}
