/**
 * POST ts-for-approval: approve (1) or reject (2, with feedback) one entry. Reloads the approval
 * list, and the weeks and project panels of this area that show the entry's approval state.
 */
import { apiPost, type ApprovalPayload, type ApprovalResponse } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { projectTimesheetKey } from '../../project-timesheet/api/get-project-timesheet';
import { timesheetWeekKey } from '../../timesheet-week/api/get-timesheet-week';
import { entriesForApprovalKey } from './get-entries-for-approval';

export function decideEntry(payload: ApprovalPayload): Promise<ApprovalResponse> {
  return apiPost<ApprovalResponse>('ts-for-approval', payload);
}

/** What a decision changes in this area's cache. */
export const decisionKeys = () => [entriesForApprovalKey(), timesheetWeekKey(), projectTimesheetKey()];

export function useDecideEntry() {
  return useApiMutation(decideEntry, { invalidates: decisionKeys });
}
