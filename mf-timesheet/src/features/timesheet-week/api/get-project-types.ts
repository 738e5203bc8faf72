/** GET project-types (page 0, 1000 per page): the week's project type filter. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectTypesResponse } from '@portal/shared';

export const projectTypesKey = callKey('project-types');

export function useProjectTypes() {
  return useSWR(projectTypesKey(), () => apiGet<ProjectTypesResponse>('project-types', { page: 0, resPerPage: 1000 }), {
    revalidateOnFocus: false,
  });
}
