/** GET projects: one page of the visible projects matching the filters. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectsQuery, type ProjectsResponse } from '@portal/shared';

export const projectsKey = callKey<[query: ProjectsQuery]>('projects');

export function getProjects(query: ProjectsQuery): Promise<ProjectsResponse> {
  return apiGet<ProjectsResponse>('projects', query);
}

/** `query` null waits (the default status is not known yet); the previous page stays while the next loads. */
export function useProjects(query: ProjectsQuery | null) {
  return useSWR(query && projectsKey(query), ([, params]) => getProjects(params), { keepPreviousData: true });
}
