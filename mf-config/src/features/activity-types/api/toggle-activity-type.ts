/** DELETE activity-types/{id}: disables an enabled activity type and enables a disabled one. */
import { apiDelete } from '@portal/shared';

export function toggleActivityType(id: number): Promise<unknown> {
  return apiDelete(`activity-types/${id}`);
}
