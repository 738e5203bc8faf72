/** GET external-expenses/{projectId}: the project's external expenses, newest first. */
import useSWR from 'swr';
import { apiGet, callKey, type ExternalExpensesResponse } from '@portal/shared';

export const externalExpensesKey = callKey<[projectId: number]>('external-expenses');

export function getExternalExpenses(projectId: number): Promise<ExternalExpensesResponse> {
  return apiGet<ExternalExpensesResponse>(`external-expenses/${projectId}`);
}

export function useExternalExpenses(projectId: number) {
  return useSWR<ExternalExpensesResponse, Error>(externalExpensesKey(projectId), () => getExternalExpenses(projectId));
}
