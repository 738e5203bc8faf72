/** GET project-parents/{id}: the projects that may become this project's parent. */
import useSWR from 'swr';
import { apiGet, type ProjectParentsResponse } from '@portal/shared';

export function getProjectParents(id: number): Promise<ProjectParentsResponse> {
  return apiGet<ProjectParentsResponse>(`project-parents/${id}`);
}

export function useProjectParents(id: number | undefined) {
  return useSWR(id ? ['project-parents', id] : null, ([, projectId]) => getProjectParents(projectId));
}
