/** GET reports-occupancy-project-category: a project category's projects with hours and costs, its developers and its hours per day against capacity. */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsProjectCategoryQuery, type ReportsOccupancyProjectCategoryResponse } from '@portal/shared';

export const reportsOccupancyProjectCategoryKey = callKey<[query: ReportsProjectCategoryQuery]>('reports-occupancy-project-category');

export function getReportsOccupancyProjectCategory(query: ReportsProjectCategoryQuery): Promise<ReportsOccupancyProjectCategoryResponse> {
  return apiGet<ReportsOccupancyProjectCategoryResponse>('reports-occupancy-project-category', query);
}

export function useReportsOccupancyProjectCategory(
  query: ReportsProjectCategoryQuery,
): SWRResponse<ReportsOccupancyProjectCategoryResponse, Error> {
  return useSWR(reportsOccupancyProjectCategoryKey(query), ([, params]) => getReportsOccupancyProjectCategory(params), {
    keepPreviousData: true,
  });
}
