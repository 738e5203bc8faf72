/** GET reports-income: the invoiced orders of the period and filters, with their total. */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsIncomeQuery, type ReportsIncomeResponse } from '@portal/shared';

export const reportsIncomeKey = callKey<[query: ReportsIncomeQuery]>('reports-income');

export function getReportsIncome(query: ReportsIncomeQuery): Promise<ReportsIncomeResponse> {
  return apiGet<ReportsIncomeResponse>('reports-income', query);
}

/** The previous answer stays while the next loads. */
export function useReportsIncome(query: ReportsIncomeQuery): SWRResponse<ReportsIncomeResponse, Error> {
  return useSWR(reportsIncomeKey(query), ([, params]) => getReportsIncome(params), { keepPreviousData: true });
}
