/** DELETE brands/{id} (designed here; docs/spec-deviations.md). */
import { apiDelete } from '@portal/shared';

export function deleteBrand(id: number): Promise<unknown> {
  return apiDelete(`brands/${id}`);
}
