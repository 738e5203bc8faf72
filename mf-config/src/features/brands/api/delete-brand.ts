/** DELETE brands/{id} (designed here; docs/spec-deviations.md). */
import { apiDelete } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { brandsKey } from './get-brands';

export function deleteBrand(id: number): Promise<unknown> {
  return apiDelete(`brands/${id}`);
}

export function useDeleteBrand() {
  return useApiMutation(deleteBrand, { invalidates: () => [brandsKey()] });
}
