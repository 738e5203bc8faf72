/**
 * POST cost-estimates / PUT cost-estimates/{id} with the lines in the same call, so the API
 * saves header and lines in one transaction: a refused line leaves nothing half-saved.
 * Reloads the project's estimates, the edited estimate and the financial summary, and tells
 * other areas the project's estimates changed.
 */
import { apiPostIdempotent, apiPut, eventBus, type SaveCostEstimateRequest, type SaveCostEstimateResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { financialSummaryKey } from '../../financial-summary/api/get-financial-summary';
import { costEstimateKey } from './get-cost-estimate';
import { costEstimatesKey } from './get-cost-estimates';

export function saveCostEstimate(id: number | null, request: SaveCostEstimateRequest): Promise<SaveCostEstimateResponse> {
  return id
    ? apiPut<SaveCostEstimateResponse>(`cost-estimates/${id}`, request)
    : apiPostIdempotent<SaveCostEstimateResponse>('cost-estimates', request);
}

export function useSaveCostEstimate() {
  return useApiMutation(saveCostEstimate, {
    invalidates: (answer, _id, request) => [
      costEstimatesKey(request.project_id),
      costEstimateKey(answer.data.id),
      financialSummaryKey(request.project_id),
    ],
    emit: (_answer, _id, request) => eventBus.emit('project-changed', { projectId: request.project_id, part: 'cost-estimates' }),
  });
}
