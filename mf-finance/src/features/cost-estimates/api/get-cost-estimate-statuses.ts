/** GET cost-estimate-statuses: the form's list of statuses. */
import useSWR from 'swr';
import { apiGet, callKey, type CostEstimateStatusesResponse } from '@portal/shared';

export const costEstimateStatusesKey = callKey('cost-estimate-statuses');

export function useCostEstimateStatuses() {
  return useSWR(costEstimateStatusesKey(), async () => (await apiGet<CostEstimateStatusesResponse>('cost-estimate-statuses')).data, {
    revalidateOnFocus: false,
  });
}
