/** GET activity-types: one page of activity types, searched by name (document 3, section 7). */
import { type ActivityType, type ActivityTypesResponse, apiGet, callKey } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';

export const activityTypesKey = callKey('activity-types');

export async function getActivityTypes(query: ListQuery): Promise<ListPage<ActivityType>> {
  const answer = await apiGet<ActivityTypesResponse>('activity-types', query);
  return { rows: answer.data.paginatedActivityTypes, total: answer.totalResults };
}

export function useActivityTypes() {
  return usePagedList({ key: activityTypesKey(), load: getActivityTypes });
}
