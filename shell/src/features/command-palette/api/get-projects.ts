/**
 * GET projects: the call and key of the projects list (mf-projects), here for the palette's
 * project search; the same key, so a project saved anywhere reloads these answers too.
 */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectsQuery, type ProjectsResponse } from '@portal/shared';

export const projectsKey = callKey<[query: ProjectsQuery]>('projects');

export function getProjects(query: ProjectsQuery): Promise<ProjectsResponse> {
  return apiGet<ProjectsResponse>('projects', query);
}

/** `query` null asks nothing (no text yet, or nothing to look for). */
export function useProjects(query: ProjectsQuery | null) {
  return useSWR(query && projectsKey(query), ([, params]) => getProjects(params), { keepPreviousData: true });
}
