/** GET reports-occupancy-per-day: a project category's capacity against consumed hours per day, with the developers counted. */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsProjectCategoryQuery, type ReportsOccupancyPerDayResponse } from '@portal/shared';

export const reportsOccupancyPerDayKey = callKey<[query: ReportsProjectCategoryQuery]>('reports-occupancy-per-day');

export function getReportsOccupancyPerDay(query: ReportsProjectCategoryQuery): Promise<ReportsOccupancyPerDayResponse> {
  return apiGet<ReportsOccupancyPerDayResponse>('reports-occupancy-per-day', query);
}

export function useReportsOccupancyPerDay(query: ReportsProjectCategoryQuery): SWRResponse<ReportsOccupancyPerDayResponse, Error> {
  return useSWR(reportsOccupancyPerDayKey(query), ([, params]) => getReportsOccupancyPerDay(params), { keepPreviousData: true });
}
