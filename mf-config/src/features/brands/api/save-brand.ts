/** POST brands (new) or PUT brands/{id} (edit): name and the ids of its business units (designed here; docs/spec-deviations.md). */
import { apiPost, apiPut, type BrandRequest } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { brandsKey } from './get-brands';

export type BrandFields = { name: string; business_units?: number[] };

export function saveBrand(fields: BrandFields, id?: number): Promise<unknown> {
  const body: BrandRequest = { name: fields.name, business_units: fields.business_units ?? [] };
  return id === undefined ? apiPost('brands', body) : apiPut(`brands/${id}`, body);
}

export function useSaveBrand() {
  return useApiMutation(saveBrand, { invalidates: () => [brandsKey()] });
}
