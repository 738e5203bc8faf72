/**
 * GET ts-by-week/{week}: one week of entries per day with the day's totals; a full PM's
 * filters go along as the query (document 3, section 7). The previous week stays on screen
 * while the next loads.
 */
import useSWR from 'swr';
import { apiGet, callKey, type WeekFilters, type WeekResponse } from '@portal/shared';

export const timesheetWeekKey = callKey<[weekNo: number, filters: WeekFilters]>('ts-by-week');

export function getTimesheetWeek(weekNo: number, filters: WeekFilters): Promise<WeekResponse> {
  return apiGet<WeekResponse>(`ts-by-week/${weekNo}`, filters);
}

export function useTimesheetWeek(weekNo: number, filters: WeekFilters) {
  return useSWR(timesheetWeekKey(weekNo, filters), ([, week, query]) => getTimesheetWeek(week, query), { keepPreviousData: true });
}
