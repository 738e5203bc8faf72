/** DELETE clients/{id}. */
import { apiDelete } from '@portal/shared';

export function deleteClient(id: number): Promise<unknown> {
  return apiDelete(`clients/${id}`);
}
