/** DELETE activity-types/{id}: disables an enabled activity type and enables a disabled one; answers the type as it is now. */
import { type ActivityType, type ActivityTypeToggleResponse, apiDelete } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { activityTypesKey } from './get-activity-types';

export async function toggleActivityType(id: number): Promise<ActivityType> {
  return (await apiDelete<ActivityTypeToggleResponse>(`activity-types/${id}`)).data;
}

export function useToggleActivityType() {
  return useApiMutation(toggleActivityType, { invalidates: () => [activityTypesKey()] });
}
