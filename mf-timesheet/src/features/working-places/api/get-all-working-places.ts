/** GET uwp-all: every working place matching the filters, for working-places.csv (project managers). */
import { apiGet, type AllWorkingPlacesResponse, type WorkingPlace } from '@portal/shared';
import type { WorkingPlacesFilters } from '../working-place-rules';

export async function getAllWorkingPlaces({ user_id, start_date, end_date }: WorkingPlacesFilters): Promise<WorkingPlace[]> {
  return (await apiGet<AllWorkingPlacesResponse>('uwp-all', { user_id, start_date, end_date })).data;
}
