/** GET project/{id}: the whole project, for the edit form. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectResponse } from '@portal/shared';

export const projectKey = callKey<[id: number]>('project');

export function getProject(id: number): Promise<ProjectResponse> {
  return apiGet<ProjectResponse>(`project/${id}`);
}

/** `id` undefined (a new project) loads nothing. */
export function useProject(id: number | undefined) {
  return useSWR(id ? projectKey(id) : null, ([, projectId]) => getProject(projectId), { revalidateOnFocus: false });
}
