/** GET cost-estimate/{id}: one estimate with its lines, for the form's edit. */
import useSWR from 'swr';
import { apiGet, callKey, type CostEstimateResponse } from '@portal/shared';

export const costEstimateKey = callKey<[id: number]>('cost-estimate');

export function useCostEstimate(id: number | null) {
  return useSWR<CostEstimateResponse['data'], Error>(
    id ? costEstimateKey(id) : null,
    async () => (await apiGet<CostEstimateResponse>(`cost-estimate/${id}`)).data,
    {
      revalidateOnFocus: false,
    },
  );
}
