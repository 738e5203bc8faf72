/** DELETE business-units/{id}. */
import { apiDelete, useApiMutation } from '@portal/shared';
import { businessUnitsKey } from './get-business-units';

export function deleteBusinessUnit(id: number): Promise<unknown> {
  return apiDelete(`business-units/${id}`);
}

export function useDeleteBusinessUnit() {
  return useApiMutation(deleteBusinessUnit, { invalidates: () => [businessUnitsKey()] });
}
