/** GET uwp: one page of working places in the date range (and the user, for project managers). */
import { apiGet, callKey, WORKING_PLACES_PAGE_SIZE, type WorkingPlace, type WorkingPlacesResponse } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';
import type { WorkingPlacesFilters } from '../working-place-rules';

export const workingPlacesKey = callKey('uwp');

export async function getWorkingPlaces({
  page,
  user_id,
  start_date,
  end_date,
}: ListQuery<WorkingPlacesFilters>): Promise<ListPage<WorkingPlace>> {
  const answer = await apiGet<WorkingPlacesResponse>('uwp', { page, user_id, start_date, end_date });
  return { rows: answer.data, total: answer.total };
}

export function useWorkingPlaces(filters: WorkingPlacesFilters) {
  return usePagedList({ key: workingPlacesKey(), load: getWorkingPlaces, pageSize: WORKING_PLACES_PAGE_SIZE, filters });
}
