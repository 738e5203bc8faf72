/** GET activity-types-by-project-user/{projectId}: the activities the user works in on the chosen project. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectActivityTypesResponse } from '@portal/shared';

export const projectActivityTypesKey = callKey<[projectId: number]>('activity-types-by-project-user');

/** `projectId` undefined waits until a project is chosen. */
export function useProjectActivityTypes(projectId: number | undefined) {
  return useSWR(projectId === undefined ? null : projectActivityTypesKey(projectId), ([, id]) =>
    apiGet<ProjectActivityTypesResponse>(`activity-types-by-project-user/${id}`),
  );
}
