/** GET project-types: the timesheet report's type filter, the whole list as one page of 1000. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectTypesResponse } from '@portal/shared';

export const projectTypesKey = callKey('project-types');

export function getProjectTypes(): Promise<ProjectTypesResponse> {
  return apiGet<ProjectTypesResponse>('project-types', { page: 0, resPerPage: 1000 });
}

export function useProjectTypes() {
  return useSWR(projectTypesKey(), () => getProjectTypes());
}
