/** GET plajas/{ceId}: the invoice series of the estimate's IDG unit; nothing is asked before an estimate is chosen. */
import useSWR from 'swr';
import { apiGet, callKey, type PlajasResponse } from '@portal/shared';

export const plajasKey = callKey<[ceId: number]>('plajas');

export function usePlajas(ceId: number | undefined) {
  return useSWR<PlajasResponse, Error>(ceId ? plajasKey(ceId) : null, () => apiGet<PlajasResponse>(`plajas/${ceId}`));
}
