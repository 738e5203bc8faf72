/**
 * The user form (document 3, sections 2 and 5): name and e-mail required, phone; "Is limited
 * pm" only for Hogarth PMs; location, activity types and project categories only for developers.
 */
import { useMemo } from 'react';
import { email } from '@portal/shared';
import { MultiSelectField } from '@portal/shared/combobox-fields';
import { CheckboxField, SelectField, TextInputField, toOptions } from '@portal/shared/fields';
import { useDeveloperChoices } from '../api/get-developer-choices';
import { useLocations } from '../api/get-locations';
import type { UsersRole } from '../user-roles';

export function UserFields({ role }: { role: UsersRole }) {
  const locations = useLocations(role.developer);
  const choices = useDeveloperChoices(role.developer);
  const locationOptions = useMemo(() => toOptions(locations.data?.data ?? []), [locations.data]);
  const activityOptions = useMemo(() => toOptions(choices.data?.activityTypes ?? []), [choices.data]);
  const categoryOptions = useMemo(() => toOptions(choices.data?.projectCategories ?? [], (category) => category.title), [choices.data]);
  return (
    <>
      <TextInputField name="name" label="Name" required autoFocus />
      <TextInputField name="email" label="Email" type="email" required validate={email} />
      <TextInputField name="phone" label="Phone" type="tel" />
      {role.limitedPm && <CheckboxField name="is_limited_pm" label="Is limited pm" />}
      {role.developer && (
        <>
          <SelectField name="location_id" label="Location" options={locationOptions} required />
          <MultiSelectField name="user_activities" label="Activity types" options={activityOptions} />
          <MultiSelectField name="user_project_categories" label="Project categories" options={categoryOptions} />
        </>
      )}
    </>
  );
}
