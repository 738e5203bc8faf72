/** GET project-history/{projectId}?page: the project's recorded changes, newest first, one page at a time. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectHistoryResponse } from '@portal/shared';

export const projectHistoryKey = callKey<[projectId: number, page: number]>('project-history');

export function getProjectHistory(projectId: number, page: number): Promise<ProjectHistoryResponse> {
  return apiGet<ProjectHistoryResponse>(`project-history/${projectId}`, { page });
}

export function useProjectHistory(projectId: number, page: number) {
  return useSWR(projectHistoryKey(projectId, page), ([, id, n]) => getProjectHistory(id, n), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
