/** The entries reports' own filters: a developer (autocomplete) and, for the timesheet report, the project type. */
import { useSessionStore } from '@portal/shared';
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { SelectField } from '@portal/shared/fields';
import { useProjectTypes } from '../api/get-project-types';

const DEVELOPER_ROLE = 4;

export function EntriesFilterFields({ typeFilter }: { typeFilter: boolean }) {
  const users = useSessionStore((state) => state.users);
  const developers = users
    .filter((user) => user.role === DEVELOPER_ROLE && !user.disabled)
    .map((user) => ({ value: String(user.id), label: user.name }));
  const types = useProjectTypes().data?.data ?? [];
  return (
    <>
      <AutocompleteField name="userId" label="Developer" options={developers} />
      {typeFilter && (
        <SelectField
          name="type"
          label="Project type"
          placeholder="All types"
          options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        />
      )}
    </>
  );
}
