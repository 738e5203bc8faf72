/** GET reports-occupancy-activity-type: one activity's hours per day against the capacity of the developers who have it, per user and per project. */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsOccupancyActivityTypeQuery, type ReportsOccupancyActivityTypeResponse } from '@portal/shared';

export const reportsOccupancyActivityTypeKey = callKey<[query: ReportsOccupancyActivityTypeQuery]>('reports-occupancy-activity-type');

export function getReportsOccupancyActivityType(query: ReportsOccupancyActivityTypeQuery): Promise<ReportsOccupancyActivityTypeResponse> {
  return apiGet<ReportsOccupancyActivityTypeResponse>('reports-occupancy-activity-type', query);
}

export function useReportsOccupancyActivityType(
  query: ReportsOccupancyActivityTypeQuery,
): SWRResponse<ReportsOccupancyActivityTypeResponse, Error> {
  return useSWR(reportsOccupancyActivityTypeKey(query), ([, params]) => getReportsOccupancyActivityType(params), {
    keepPreviousData: true,
  });
}
