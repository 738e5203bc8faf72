/** DELETE client-units/{id} / idg-units/{id}. */
import { apiDelete } from '@portal/shared';
import type { UnitKind } from './get-units';

export function deleteUnit(kind: UnitKind, id: number): Promise<unknown> {
  return apiDelete(`${kind}/${id}`);
}
