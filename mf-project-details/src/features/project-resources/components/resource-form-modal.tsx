/**
 * Adds or edits a resource (document 2, section 5): developer and activity "Required", the
 * activities those of the chosen developer, hours checked unless the activity is 83.
 */
import { useMemo } from 'react';
import { useSessionStore } from '@portal/shared';
import { FormModal } from '@portal/shared/dialogs';
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { SelectField, TextInputField, toOptions } from '@portal/shared/fields';
import type { ProjectResource } from '@portal/shared/contract';
import { useActivityTypesByUser } from '../api/get-activity-types-by-user';
import { useSaveProjectResource } from '../api/save-project-resource';
import { maxHoursError, type ResourceFormValues } from '../resource-form-rules';

type ResourceFormModalProps = {
  open: boolean;
  onClose: () => void;
  projectId: number;
  /** The resource to edit; none to add one. */
  resource: ProjectResource | null;
};

function ActivityField({ userId }: { userId: number | undefined }) {
  const { data } = useActivityTypesByUser(userId);
  const options = useMemo(() => toOptions(data?.data ?? []), [data]);
  return <SelectField name="activity_type_id" label="Activity" required options={options} disabled={!userId} />;
}

export function ResourceFormModal({ open, onClose, projectId, resource }: ResourceFormModalProps) {
  const users = useSessionStore((state) => state.users);
  const save = useSaveProjectResource();
  const developers = useMemo(() => toOptions(users.filter((u) => u.role === 4)), [users]);
  const initialValues: ResourceFormValues = resource
    ? { id: resource.id, user_id: resource.user_id, activity_type_id: resource.activity_type_id, max_hours: String(resource.max_hours) }
    : { id: null };

  return (
    <FormModal<ResourceFormValues>
      open={open}
      onClose={onClose}
      title={resource ? 'Edit resource' : 'Add resource'}
      initialValues={initialValues}
      successMessage="Project's resource has been saved."
      validate={(values) => {
        const error = maxHoursError(values.max_hours, values.activity_type_id);
        return error ? { max_hours: error } : {};
      }}
      onSubmit={(values) =>
        save({
          project_id: projectId,
          id: values.id,
          user_id: values.user_id!,
          activity_type_id: values.activity_type_id!,
          max_hours: values.max_hours ?? '',
        })
      }
    >
      {({ values }) => (
        <>
          <AutocompleteField name="user_id" label="Developer" required options={developers} />
          <ActivityField userId={values.user_id} />
          <TextInputField name="max_hours" label="Max hours" />
        </>
      )}
    </FormModal>
  );
}
