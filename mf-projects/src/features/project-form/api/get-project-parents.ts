/** GET project-parents/{id}: the projects that may become this project's parent. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectParentsResponse } from '@portal/shared';

export const projectParentsKey = callKey<[id: number]>('project-parents');

export function getProjectParents(id: number): Promise<ProjectParentsResponse> {
  return apiGet<ProjectParentsResponse>(`project-parents/${id}`);
}

export function useProjectParents(id: number | undefined) {
  return useSWR(id ? projectParentsKey(id) : null, ([, projectId]) => getProjectParents(projectId));
}
