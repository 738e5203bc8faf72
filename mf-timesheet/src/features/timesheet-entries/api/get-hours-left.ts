/** GET ts-hours-left/{date}: the user's hours on that day and what the day still takes (at most 24 h). */
import useSWR from 'swr';
import { apiGet, callKey, type DayHoursResponse, type IsoDate } from '@portal/shared';

export const hoursLeftKey = callKey<[date: IsoDate]>('ts-hours-left');

/** `date` undefined (not chosen, or not a whole date yet) waits. */
export function useHoursLeft(date: IsoDate | undefined) {
  return useSWR(date ? hoursLeftKey(date) : null, ([, day]) => apiGet<DayHoursResponse>(`ts-hours-left/${day}`));
}
