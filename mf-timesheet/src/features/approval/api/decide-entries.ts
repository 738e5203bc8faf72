/** POST mass-ts-for-approval: one decision on the selected entries, all or none (one transaction on the server). */
import { apiPost, type ApprovalResponse, type MassApprovalPayload } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { decisionKeys } from './decide-entry';

export function decideEntries(payload: MassApprovalPayload): Promise<ApprovalResponse> {
  return apiPost<ApprovalResponse>('mass-ts-for-approval', payload);
}

export function useDecideEntries() {
  return useApiMutation(decideEntries, { invalidates: decisionKeys });
}
