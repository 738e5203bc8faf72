/** GET ts/{id}: the entry as stored now, to edit. */
import useSWR from 'swr';
import { apiGet, callKey, type TimesheetEntry, type TimesheetEntryResponse } from '@portal/shared';

export async function getTimesheetEntry(id: number): Promise<TimesheetEntry> {
  return (await apiGet<TimesheetEntryResponse>(`ts/${id}`)).data;
}

export const timesheetEntryKey = callKey<[id: number]>('ts');

/** `id` undefined: a new entry, nothing to load. */
export function useTimesheetEntry(id: number | undefined) {
  return useSWR(id === undefined ? null : timesheetEntryKey(id), ([, entryId]) => getTimesheetEntry(entryId), { revalidateOnFocus: false });
}
