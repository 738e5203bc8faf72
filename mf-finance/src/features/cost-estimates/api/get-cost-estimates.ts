/** GET cost-estimates/{projectId}: the project's cost estimates and their items (the summary's estimate lines). */
import useSWR from 'swr';
import { apiGet, callKey, type CostEstimatesResponse } from '@portal/shared';

export const costEstimatesKey = callKey<[projectId: number]>('cost-estimates');

export function useCostEstimates(projectId: number) {
  return useSWR<CostEstimatesResponse, Error>(costEstimatesKey(projectId), () =>
    apiGet<CostEstimatesResponse>(`cost-estimates/${projectId}`),
  );
}
