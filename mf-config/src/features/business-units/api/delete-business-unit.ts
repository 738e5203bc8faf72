/** DELETE business-units/{id}. */
import { apiDelete } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { businessUnitsKey } from './get-business-units';

export function deleteBusinessUnit(id: number): Promise<unknown> {
  return apiDelete(`business-units/${id}`);
}

export function useDeleteBusinessUnit() {
  return useApiMutation(deleteBusinessUnit, { invalidates: () => [businessUnitsKey()] });
}
