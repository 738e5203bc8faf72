/** POST clients (new) or PUT clients/{id} (edit): name and the visibility flag. */
import { apiPost, apiPut, type ClientRequest } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { clientsKey } from './get-clients';

export type ClientFields = { name: string; cb_visible?: boolean };

export function saveClient(fields: ClientFields, id?: number): Promise<unknown> {
  const body: ClientRequest = { name: fields.name, cb_visible: Boolean(fields.cb_visible) };
  return id === undefined ? apiPost('clients', body) : apiPut(`clients/${id}`, body);
}

export function useSaveClient() {
  return useApiMutation(saveClient, { invalidates: () => [clientsKey()] });
}
