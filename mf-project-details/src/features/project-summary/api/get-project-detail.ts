/** GET project/{id}: the project the page shows and hands to every composed panel. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectResponse } from '@portal/shared';

export const projectDetailKey = callKey<[id: number]>('project');

export function getProjectDetail(id: number): Promise<ProjectResponse> {
  return apiGet<ProjectResponse>(`project/${id}`);
}

export function useProjectDetail(id: number) {
  return useSWR(projectDetailKey(id), ([, projectId]) => getProjectDetail(projectId), { revalidateOnFocus: false });
}
