/**
 * GET cost-estimates/{projectId}: the panel's rows. Reloads when another panel or area says
 * the project's estimates or purchase orders changed (`project-changed`): the PO status label
 * derives from the purchase orders and their invoices.
 */
import useSWR from 'swr';
import { apiGet, callKey, type CostEstimatesResponse, type ProjectPart } from '@portal/shared';
import { useReloadOnProjectChange } from '../../finance-panel/use-reload-on-project-change';

const SOURCES: readonly ProjectPart[] = ['cost-estimates', 'purchase-orders'];

export const costEstimatesKey = callKey<[projectId: number]>('cost-estimates');

export async function getCostEstimates(projectId: number): Promise<CostEstimatesResponse['data']> {
  return (await apiGet<CostEstimatesResponse>(`cost-estimates/${projectId}`)).data;
}

export function useCostEstimates(projectId: number) {
  const answer = useSWR<CostEstimatesResponse['data'], Error>(costEstimatesKey(projectId), () => getCostEstimates(projectId));
  useReloadOnProjectChange(projectId, SOURCES, answer.mutate);
  return answer;
}
