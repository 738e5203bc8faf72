/** GET external-expenses/{projectId}: the project's external expenses (owned by finance-b). */
import useSWR from 'swr';
import { apiGet, callKey } from '@portal/shared';

export type ExternalExpenseRow = { id: number; code: string | null; init_date: string; value: string; currency: string };
export type ExternalExpensesResponse = { data: ExternalExpenseRow[] };

export const externalExpensesKey = callKey<[projectId: number]>('external-expenses');

export function useExternalExpenses(projectId: number) {
  return useSWR<ExternalExpensesResponse, Error>(externalExpensesKey(projectId), () =>
    apiGet<ExternalExpensesResponse>(`external-expenses/${projectId}`),
  );
}
