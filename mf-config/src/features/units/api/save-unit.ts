/** POST client-units / idg-units (new) or PUT .../{id} (edit): name and legal_entity. */
import { apiPost, apiPut, type UnitRequest } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { type UnitKind, unitsKey } from './get-units';

export function saveUnit(kind: UnitKind, fields: UnitRequest, id?: number): Promise<unknown> {
  const body: UnitRequest = { name: fields.name, legal_entity: fields.legal_entity };
  return id === undefined ? apiPost(kind, body) : apiPut(`${kind}/${id}`, body);
}

export function useSaveUnit() {
  return useApiMutation(saveUnit, { invalidates: (_, kind) => [unitsKey(kind)] });
}
