/** POST business-units (new) or PUT business-units/{id} (edit): name, type, show_on_project. */
import { apiPost, apiPut, type BusinessUnitRequest } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { businessUnitsKey } from './get-business-units';

export type BusinessUnitFields = { name: string; type: string; show_on_project?: boolean };

export function saveBusinessUnit(fields: BusinessUnitFields, id?: number): Promise<unknown> {
  const body: BusinessUnitRequest = { name: fields.name, type: fields.type, show_on_project: Boolean(fields.show_on_project) };
  return id === undefined ? apiPost('business-units', body) : apiPut(`business-units/${id}`, body);
}

export function useSaveBusinessUnit() {
  return useApiMutation(saveBusinessUnit, { invalidates: () => [businessUnitsKey()] });
}
