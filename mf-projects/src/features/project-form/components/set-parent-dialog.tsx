/**
 * The set-parent dialog (document 1, sections 2 and 5): an autocomplete over the projects that
 * may become this project's parent; "Required" when none is chosen; saving links the project
 * under it (useSaveProjectParent refreshes every list). When the project may not take a parent
 * at all (issue 29: it holds estimates, orders, expenses or timesheet entries), the API's
 * reason is shown before anything is typed, and a refused save shows it above the field.
 */
import { useMemo } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import type { SetParentDialogProps } from '@portal/shared';
import { FormModal } from '@portal/shared/dialogs';
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { toOptions } from '@portal/shared/fields';
import { useProjectParents } from '../api/get-project-parents';
import { useSaveProjectParent } from '../api/save-project-parent';
import { toastRefusal } from '../toast-refusal';

type ParentValues = { parent_id: number };

export function SetParentDialog({ open, onClose, projectId }: SetParentDialogProps) {
  const candidates = useProjectParents(open ? projectId : undefined);
  const saveProjectParent = useSaveProjectParent();
  // Stable between renders: the autocomplete shows its value's label again when its options change.
  const options = useMemo(() => toOptions(candidates.data?.data ?? [], (candidate) => candidate.title), [candidates.data]);
  return (
    <FormModal<ParentValues>
      open={open}
      onClose={onClose}
      title="Set parent project"
      loading={!candidates.data && !candidates.error}
      onSubmit={({ parent_id }) => saveProjectParent({ project_id: projectId, parent_id }).catch(toastRefusal)}
      successMessage="Project's parent has been saved."
    >
      {candidates.data?.refusal && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{candidates.data.refusal}</Alert.Title>
        </Alert.Root>
      )}
      <AutocompleteField<number>
        name="parent_id"
        label="Project"
        required
        options={options}
        placeholder="Type a project title"
        helperText={candidates.data && !candidates.data.refusal && options.length === 0 ? 'No project can become its parent.' : undefined}
      />
    </FormModal>
  );
}
