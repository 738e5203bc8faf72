/** The income report's filter fields, inside the report's filter bar. */
import { SelectField, TextInputField } from '@portal/shared/fields';
import { useSessionStore } from '@portal/shared';
import { clientFilterOptions, userFilterOptions } from '../income-filters';

export function IncomeFilterFields() {
  const users = useSessionStore((state) => state.users);
  const clients = useSessionStore((state) => state.clients);
  return (
    <>
      <TextInputField name="projectTitle" label="Project title" />
      <SelectField name="clientId" label="Client" placeholder="All clients" options={clientFilterOptions(clients)} />
      <SelectField name="clientPM" label="Client PM" placeholder="All client PMs" options={userFilterOptions(users, 3)} />
      <SelectField name="idgPM" label="IDG PM" placeholder="All IDG PMs" options={userFilterOptions(users, 2)} />
      <SelectField name="hogarthPM" label="Hogarth PM" placeholder="All Hogarth PMs" options={userFilterOptions(users, 3)} />
    </>
  );
}
