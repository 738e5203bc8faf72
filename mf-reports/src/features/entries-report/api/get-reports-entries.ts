/** GET reports-timesheet and GET reports-overtime: one answer shape, one fetcher per call. */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsTimesheetQuery, type ReportsTimesheetResponse } from '@portal/shared';

export type EntriesReportCall = 'reports-timesheet' | 'reports-overtime';

export const reportsEntriesKey = (call: EntriesReportCall) => callKey<[query: ReportsTimesheetQuery]>(call);

export function getReportsEntries(call: EntriesReportCall, query: ReportsTimesheetQuery): Promise<ReportsTimesheetResponse> {
  return apiGet<ReportsTimesheetResponse>(call, query);
}

/** The previous page stays while the next loads. */
export function useReportsEntries(call: EntriesReportCall, query: ReportsTimesheetQuery): SWRResponse<ReportsTimesheetResponse, Error> {
  return useSWR(reportsEntriesKey(call)(query), ([, params]) => getReportsEntries(call, params), { keepPreviousData: true });
}
