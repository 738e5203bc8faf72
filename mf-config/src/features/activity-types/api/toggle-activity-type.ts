/** DELETE activity-types/{id}: disables an enabled activity type and enables a disabled one; answers the type as it is now. */
import { type ActivityType, type ActivityTypeToggleResponse, apiDelete } from '@portal/shared';

export async function toggleActivityType(id: number): Promise<ActivityType> {
  return (await apiDelete<ActivityTypeToggleResponse>(`activity-types/${id}`)).data;
}
