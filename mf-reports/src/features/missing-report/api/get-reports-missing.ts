/** GET reports-missing: a page of the projects missing POs, CEs or resources, and their counts per PM, client PM and type. */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsMissingQuery, type ReportsMissingResponse } from '@portal/shared';

export const reportsMissingKey = callKey<[query: ReportsMissingQuery]>('reports-missing');

export function getReportsMissing(query: ReportsMissingQuery): Promise<ReportsMissingResponse> {
  return apiGet<ReportsMissingResponse>('reports-missing', query);
}

export function useReportsMissing(query: ReportsMissingQuery): SWRResponse<ReportsMissingResponse, Error> {
  return useSWR(reportsMissingKey(query), ([, params]) => getReportsMissing(params), { keepPreviousData: true });
}
