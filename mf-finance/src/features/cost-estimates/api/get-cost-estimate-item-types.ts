/** GET cost-estimate-item-types: hour, piece and percent discount lines with their units. */
import useSWR from 'swr';
import { apiGet, callKey, type CostEstimateItemTypesResponse } from '@portal/shared';

export const costEstimateItemTypesKey = callKey('cost-estimate-item-types');

export function useCostEstimateItemTypes() {
  return useSWR(costEstimateItemTypesKey(), async () => (await apiGet<CostEstimateItemTypesResponse>('cost-estimate-item-types')).data, {
    revalidateOnFocus: false,
  });
}
