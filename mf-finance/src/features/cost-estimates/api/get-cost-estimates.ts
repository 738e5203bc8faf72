/**
 * GET cost-estimates/{projectId}: the panel's rows. Reloads when another panel or area says
 * the project's estimates or purchase orders changed (`project-changed`): the PO status label
 * derives from the purchase orders and their invoices.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiGet, callKey, type CostEstimatesResponse, eventBus, type ProjectPart } from '@portal/shared';

const SOURCES: readonly ProjectPart[] = ['cost-estimates', 'purchase-orders'];

export const costEstimatesKey = callKey<[projectId: number]>('cost-estimates');

export async function getCostEstimates(projectId: number): Promise<CostEstimatesResponse['data']> {
  return (await apiGet<CostEstimatesResponse>(`cost-estimates/${projectId}`)).data;
}

export function useCostEstimates(projectId: number) {
  const answer = useSWR<CostEstimatesResponse['data'], Error>(costEstimatesKey(projectId), () => getCostEstimates(projectId));
  const { mutate } = answer;
  useEffect(
    () =>
      eventBus.on('project-changed', (change) => {
        if (change.projectId === projectId && SOURCES.includes(change.part)) void mutate();
      }),
    [projectId, mutate],
  );
  return answer;
}
