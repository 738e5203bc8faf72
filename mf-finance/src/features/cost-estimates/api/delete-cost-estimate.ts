/** DELETE cost-estimates/{id}: reloads the project's estimates and summary, and tells other areas. */
import { apiDelete, type CostEstimateActionResponse, eventBus } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { financialSummaryKey } from '../../financial-summary/api/get-financial-summary';
import { costEstimatesKey } from './get-cost-estimates';

/** `projectId`: the estimate's project, whose lists reload. */
export function deleteCostEstimate(estimate: { id: number; projectId: number }): Promise<CostEstimateActionResponse> {
  return apiDelete<CostEstimateActionResponse>(`cost-estimates/${estimate.id}`);
}

export function useDeleteCostEstimate() {
  return useApiMutation(deleteCostEstimate, {
    invalidates: (_answer, { projectId }) => [costEstimatesKey(projectId), financialSummaryKey(projectId)],
    emit: (_answer, { projectId }) => eventBus.emit('project-changed', { projectId, part: 'cost-estimates' }),
  });
}
