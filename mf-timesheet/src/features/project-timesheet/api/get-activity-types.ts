/** GET activity-types (page 0, 1000 per page): the panel's activity filter. */
import useSWR from 'swr';
import { type ActivityTypesResponse, apiGet, callKey } from '@portal/shared';

export const activityTypesKey = callKey('activity-types');

export function useActivityTypes() {
  return useSWR(activityTypesKey(), () => apiGet<ActivityTypesResponse>('activity-types', { page: 0, resPerPage: 1000 }), {
    revalidateOnFocus: false,
  });
}
