/** GET project-resources/{projectId}: the assigned resources with their used hours. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectResourcesResponse } from '@portal/shared';

export const projectResourcesKey = callKey<[projectId: number]>('project-resources');

export function getProjectResources(projectId: number): Promise<ProjectResourcesResponse> {
  return apiGet<ProjectResourcesResponse>(`project-resources/${projectId}`);
}

export function useProjectResources(projectId: number) {
  return useSWR(projectResourcesKey(projectId), ([, id]) => getProjectResources(id), { revalidateOnFocus: false });
}
