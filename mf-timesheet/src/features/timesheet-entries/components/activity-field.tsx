/**
 * The entry's activity: the user's activities on the chosen project; preselected when there is
 * only one, and dropped when another project does not offer it.
 */
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { SelectField, toOptions } from '@portal/shared/fields';
import { useProjectActivityTypes } from '../api/get-project-activity-types';

export function ActivityField({ projectId, value }: { projectId: number | undefined; value: number | undefined }) {
  const form = useForm();
  const activities = useProjectActivityTypes(projectId).data?.data;
  useEffect(() => {
    if (!activities) return;
    if (activities.length === 1 && value !== activities[0].id) form.change('activity_type_id', activities[0].id);
    else if (value !== undefined && !activities.some((activity) => activity.id === value)) form.change('activity_type_id', undefined);
  }, [activities, value, form]);
  return (
    <SelectField<number>
      name="activity_type_id"
      label="Activity"
      required
      disabled={projectId === undefined}
      placeholder={projectId === undefined ? 'Choose a project first' : 'Select…'}
      options={toOptions(activities ?? [])}
    />
  );
}
