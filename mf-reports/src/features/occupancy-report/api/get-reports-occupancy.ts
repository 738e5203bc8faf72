/** GET reports-occupancy: the developers' hours per day against capacity, per activity and per developer with their projects. */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsOccupancyQuery, type ReportsOccupancyResponse } from '@portal/shared';

export const reportsOccupancyKey = callKey<[query: ReportsOccupancyQuery]>('reports-occupancy');

export function getReportsOccupancy(query: ReportsOccupancyQuery): Promise<ReportsOccupancyResponse> {
  return apiGet<ReportsOccupancyResponse>('reports-occupancy', query);
}

export function useReportsOccupancy(query: ReportsOccupancyQuery): SWRResponse<ReportsOccupancyResponse, Error> {
  return useSWR(reportsOccupancyKey(query), ([, params]) => getReportsOccupancy(params), { keepPreviousData: true });
}
