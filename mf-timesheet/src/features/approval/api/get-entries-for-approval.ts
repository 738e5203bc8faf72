/**
 * GET ts-for-approval: the pending entries the user may decide, one page at a time (the server
 * pages: 20 a page), as the paged list needs them. Reloaded by every decision, and when the
 * real-time channel says an entry changed elsewhere.
 */
import { useEffect } from 'react';
import { APPROVAL_PAGE_SIZE, apiGet, type ApprovalListResponse, callKey, eventBus, type TimesheetEntry } from '@portal/shared';
import { type ListPage, type ListQuery, usePagedList } from '@portal/shared/lists';
import type { ApprovalFilters } from '../approval-filters';

export const entriesForApprovalKey = callKey('ts-for-approval');

export async function getEntriesForApproval({ page, ...filters }: ListQuery<ApprovalFilters>): Promise<ListPage<TimesheetEntry>> {
  const { project_id, user_id, start_date, end_date } = filters;
  const answer = await apiGet<ApprovalListResponse>('ts-for-approval', { page, project_id, user_id, start_date, end_date });
  return { rows: answer.data, total: answer.total };
}

export function useEntriesForApproval(filters: ApprovalFilters) {
  const list = usePagedList({ key: entriesForApprovalKey(), load: getEntriesForApproval, pageSize: APPROVAL_PAGE_SIZE, filters });
  const { reload } = list;
  // Another approver's decision (or a developer's edit) reaches this list live.
  useEffect(() => eventBus.on('timesheet-changed', () => void reload()), [reload]);
  return list;
}
