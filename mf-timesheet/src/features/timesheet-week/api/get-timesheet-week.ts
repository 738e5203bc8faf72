/**
 * GET ts-by-week/{week}: one week of entries per day with the day's totals; a full PM's
 * filters go along as the query (document 3, section 7). The previous week stays on screen
 * while the next loads. A change made elsewhere (an approver's decision, the developer's own
 * save in another tab) arrives as `timesheet-changed` and reloads the week when it concerns it.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiGet, callKey, eventBus, useSessionStore, type TimesheetEventData, type WeekFilters, type WeekResponse } from '@portal/shared';

export const timesheetWeekKey = callKey<[weekNo: number, filters: WeekFilters]>('ts-by-week');

export function getTimesheetWeek(weekNo: number, filters: WeekFilters): Promise<WeekResponse> {
  return apiGet<WeekResponse>(`ts-by-week/${weekNo}`, filters);
}

/** Whether a changed entry is, or may now be, in the week shown (`manager`: every developer's week). */
function concernsWeek(change: TimesheetEventData, week: WeekResponse | undefined, shownUserId: number | undefined): boolean {
  const shown = Object.values(week?.entries ?? {}).some((day) => day.timesheet_entries.some((entry) => entry.id === change.entryId));
  return shown || shownUserId === undefined || change.userId === shownUserId;
}

export function useTimesheetWeek(weekNo: number, filters: WeekFilters, manager: boolean) {
  const week = useSWR(timesheetWeekKey(weekNo, filters), ([, number, query]) => getTimesheetWeek(number, query), {
    keepPreviousData: true,
  });
  const myId = useSessionStore((state) => state.me?.id);
  const shownUserId = manager ? filters.user_id : myId;
  const { data, mutate } = week;
  useEffect(
    () => eventBus.on('timesheet-changed', (change) => concernsWeek(change, data, shownUserId) && void mutate()),
    [data, shownUserId, mutate],
  );
  return week;
}
