/** DELETE clients/{id}. */
import { apiDelete } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { clientsKey } from './get-clients';

export function deleteClient(id: number): Promise<unknown> {
  return apiDelete(`clients/${id}`);
}

export function useDeleteClient() {
  return useApiMutation(deleteClient, { invalidates: () => [clientsKey()] });
}
