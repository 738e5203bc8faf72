/** DELETE users/{id}: inactivates an active user and activates an inactive one. */
import { apiDelete } from '@portal/shared';

export function toggleUser(id: number): Promise<unknown> {
  return apiDelete(`users/${id}`);
}
