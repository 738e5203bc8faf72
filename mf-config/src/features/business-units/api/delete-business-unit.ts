/** DELETE business-units/{id}. */
import { apiDelete } from '@portal/shared';

export function deleteBusinessUnit(id: number): Promise<unknown> {
  return apiDelete(`business-units/${id}`);
}
