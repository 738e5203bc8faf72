/**
 * POST cost-estimates/move-to-parent-project/{id}: the estimate leaves this project for its
 * parent; both projects' estimates and summaries reload, and other areas hear of both.
 */
import { apiPost, type CostEstimateActionResponse, eventBus } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { financialSummaryKey } from '../../financial-summary/api/get-financial-summary';
import { costEstimatesKey } from './get-cost-estimates';

type Move = { id: number; projectId: number; parentId: number };

export function moveCostEstimateToParent(move: Move): Promise<CostEstimateActionResponse> {
  return apiPost<CostEstimateActionResponse>(`cost-estimates/move-to-parent-project/${move.id}`);
}

export function useMoveCostEstimateToParent() {
  return useApiMutation(moveCostEstimateToParent, {
    invalidates: (_answer, { projectId, parentId }) => [
      costEstimatesKey(projectId),
      costEstimatesKey(parentId),
      financialSummaryKey(projectId),
      financialSummaryKey(parentId),
    ],
    emit: (_answer, { projectId, parentId }) => {
      eventBus.emit('project-changed', { projectId, part: 'cost-estimates' });
      eventBus.emit('project-changed', { projectId: parentId, part: 'cost-estimates' });
    },
  });
}
