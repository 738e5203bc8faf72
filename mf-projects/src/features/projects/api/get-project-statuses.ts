/** GET project-statuses: the status filter's choices, in id order. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectStatusesResponse } from '@portal/shared';

export const projectStatusesKey = callKey('project-statuses');

export function getProjectStatuses(): Promise<ProjectStatusesResponse> {
  return apiGet<ProjectStatusesResponse>('project-statuses');
}

export function useProjectStatuses() {
  return useSWR(projectStatusesKey(), getProjectStatuses, { revalidateOnFocus: false });
}
