/**
 * /config/clients: search by name, a visibility checkbox column, 10 per page, New client,
 * edit and remove (document 2, section 2). A change made elsewhere (clients-update) reloads it.
 */
import { type Client, CONFIG_MESSAGES } from '@portal/shared';
import { CheckboxField, TextInputField } from '@portal/shared/fields';
import { CheckCell } from '@portal/shared/lists';
import { useDeleteClient } from '../features/clients/api/delete-client';
import { getClient } from '../features/clients/api/get-client';
import { useClients } from '../features/clients/api/get-clients';
import { type ClientFields, useSaveClient } from '../features/clients/api/save-client';
import { ConfigListPage } from '../features/config-list/components/config-list-page';
import { useReloadOnLookup } from '../features/config-list/hooks/use-reload-on-lookup';

export function ClientsPage() {
  const list = useClients();
  useReloadOnLookup('clients-update', list.reload);
  const saveClient = useSaveClient();
  const deleteClient = useDeleteClient();
  return (
    <ConfigListPage<Client, ClientFields>
      title="Clients"
      addLabel="New client"
      list={list}
      rowKey={(client) => client.id}
      rowLabel={(client) => client.name}
      columns={[
        { key: 'name', header: 'Name' },
        { key: 'visible', header: 'Visible', cell: (client) => <CheckCell checked={client.cb_visible} label={`${client.name} visible`} /> },
      ]}
      form={{
        title: (client) => (client ? 'Edit client' : 'New client'),
        initialValues: async (row) => {
          if (!row) return { cb_visible: true };
          const client = await getClient(row.id);
          return { name: client.name, cb_visible: client.cb_visible };
        },
        fields: (
          <>
            <TextInputField name="name" label="Name" required autoFocus />
            <CheckboxField name="cb_visible" label="Visible" />
          </>
        ),
        save: (fields, client) => saveClient(fields, client?.id),
        successMessage: CONFIG_MESSAGES.clientSaved,
      }}
      remove={{ run: (client) => deleteClient(client.id), successMessage: CONFIG_MESSAGES.clientDeleted }}
    />
  );
}
