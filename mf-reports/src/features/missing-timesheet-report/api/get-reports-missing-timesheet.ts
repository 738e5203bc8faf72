/** GET reports-missing-timesheet: per developer, the working days of the period under 8 hours. */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsMissingTimesheetQuery, type ReportsMissingTimesheetResponse } from '@portal/shared';

export const reportsMissingTimesheetKey = callKey<[query: ReportsMissingTimesheetQuery]>('reports-missing-timesheet');

export function getReportsMissingTimesheet(query: ReportsMissingTimesheetQuery): Promise<ReportsMissingTimesheetResponse> {
  return apiGet<ReportsMissingTimesheetResponse>('reports-missing-timesheet', query);
}

export function useReportsMissingTimesheet(query: ReportsMissingTimesheetQuery): SWRResponse<ReportsMissingTimesheetResponse, Error> {
  return useSWR(reportsMissingTimesheetKey(query), ([, params]) => getReportsMissingTimesheet(params), { keepPreviousData: true });
}
