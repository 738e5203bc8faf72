/** DELETE client-units/{id} / idg-units/{id}. */
import { apiDelete } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { type UnitKind, unitsKey } from './get-units';

export function deleteUnit(kind: UnitKind, id: number): Promise<unknown> {
  return apiDelete(`${kind}/${id}`);
}

export function useDeleteUnit() {
  return useApiMutation(deleteUnit, { invalidates: (_, kind) => [unitsKey(kind)] });
}
