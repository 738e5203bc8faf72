/** GET project-statuses: the status filter's choices, in id order. */
import useSWR from 'swr';
import { apiGet, type ProjectStatusesResponse } from '@portal/shared';

export function getProjectStatuses(): Promise<ProjectStatusesResponse> {
  return apiGet<ProjectStatusesResponse>('project-statuses');
}

export function useProjectStatuses() {
  return useSWR('project-statuses', getProjectStatuses, { revalidateOnFocus: false });
}
