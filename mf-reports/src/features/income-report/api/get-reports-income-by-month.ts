/** GET reports-income-by-month: the same income summed per month of the period ("YYYY-MM" -> amount). */
import useSWR, { type SWRResponse } from 'swr';
import { apiGet, callKey, type ReportsIncomeByMonthResponse, type ReportsIncomeQuery } from '@portal/shared';

export const reportsIncomeByMonthKey = callKey<[query: ReportsIncomeQuery]>('reports-income-by-month');

export function getReportsIncomeByMonth(query: ReportsIncomeQuery): Promise<ReportsIncomeByMonthResponse> {
  return apiGet<ReportsIncomeByMonthResponse>('reports-income-by-month', query);
}

export function useReportsIncomeByMonth(query: ReportsIncomeQuery): SWRResponse<ReportsIncomeByMonthResponse, Error> {
  return useSWR(reportsIncomeByMonthKey(query), ([, params]) => getReportsIncomeByMonth(params), { keepPreviousData: true });
}
