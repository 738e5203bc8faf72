/** GET activity-types-by-user/{userId}: the activities the resource form offers for a developer. */
import useSWR from 'swr';
import { apiGet, callKey, type UserActivityTypesResponse } from '@portal/shared';

export const userActivityTypesKey = callKey<[userId: number]>('activity-types-by-user');

export function getActivityTypesByUser(userId: number): Promise<UserActivityTypesResponse> {
  return apiGet<UserActivityTypesResponse>(`activity-types-by-user/${userId}`);
}

/** Nothing loads until a developer is chosen. */
export function useActivityTypesByUser(userId: number | undefined) {
  return useSWR(userId ? userActivityTypesKey(userId) : null, ([, id]) => getActivityTypesByUser(id), { revalidateOnFocus: false });
}
