/** DELETE clients/{id}. */
import { apiDelete, useApiMutation } from '@portal/shared';
import { clientsKey } from './get-clients';

export function deleteClient(id: number): Promise<unknown> {
  return apiDelete(`clients/${id}`);
}

export function useDeleteClient() {
  return useApiMutation(deleteClient, { invalidates: () => [clientsKey()] });
}
