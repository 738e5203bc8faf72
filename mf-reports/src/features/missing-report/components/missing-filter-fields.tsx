/** The missing reports' filters (document 3, section 2): job number, title, status, client, brand, client PM, type and PM. */
import { useSessionStore } from '@portal/shared';
import { SelectField, TextInputField } from '@portal/shared/fields';
import { useProjectTypes } from '../../entries-report/api/get-project-types';
import { ALL_PMS, STATUS_OPTIONS } from '../missing-report-kinds';

const CLIENT_PM_ROLE = 3;
const OWNER_ROLES = [2, 4];

const option = (lookup: { id: number; name: string }) => ({ value: String(lookup.id), label: lookup.name });

export function MissingFilterFields() {
  const users = useSessionStore((state) => state.users).filter((user) => !user.disabled);
  const clients = useSessionStore((state) => state.clients).filter((client) => !client.disabled);
  const brands = useSessionStore((state) => state.brands);
  const types = useProjectTypes().data?.data ?? [];
  return (
    <>
      <TextInputField name="jn" label="Job number" />
      <TextInputField name="title" label="Title" />
      <SelectField name="projectStatusId" label="Project status" placeholder="All statuses" options={STATUS_OPTIONS} />
      <SelectField name="clientId" label="Client" placeholder="All clients" options={clients.map(option)} />
      <SelectField name="brandId" label="Brand" placeholder="All brands" options={brands.map(option)} />
      <SelectField
        name="clientPM"
        label="Client PM"
        placeholder="All client PMs"
        options={users.filter((user) => user.role === CLIENT_PM_ROLE).map(option)}
      />
      <SelectField name="type" label="Type" placeholder="All types" options={types.map(option)} />
      <SelectField
        name="pm"
        label="PM"
        placeholder="Choose a PM"
        options={[{ value: ALL_PMS, label: 'ALL' }, ...users.filter((user) => OWNER_ROLES.includes(user.role)).map(option)]}
      />
    </>
  );
}
