/** GET uwp/{id}: the entry being edited. */
import useSWR from 'swr';
import { apiGet, callKey, type WorkingPlaceResponse } from '@portal/shared';

export const workingPlaceKey = callKey<[id: number]>('uwp/{id}');

export function useWorkingPlace(id: number | undefined) {
  return useSWR(id === undefined ? null : workingPlaceKey(id), ([, placeId]) => apiGet<WorkingPlaceResponse>(`uwp/${placeId}`));
}
