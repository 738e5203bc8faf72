/** GET activity-type/{id}: the activity type as stored now, to edit. */
import { type ActivityType, apiGet, type ItemResponse } from '@portal/shared';

export async function getActivityType(id: number): Promise<ActivityType> {
  return (await apiGet<ItemResponse<ActivityType>>(`activity-type/${id}`)).data;
}
