/** GET activity-types-by-project-user/{projectId}: the activities a line may name, with the rates hour lines are priced at. */
import useSWR from 'swr';
import { type ActivityType, apiGet, callKey, type ProjectActivityTypesResponse } from '@portal/shared';

export const projectActivityTypesKey = callKey<[projectId: number]>('activity-types-by-project-user');

export function useProjectActivityTypes(projectId: number) {
  return useSWR<ActivityType[]>(
    projectActivityTypesKey(projectId),
    async () => (await apiGet<ProjectActivityTypesResponse>(`activity-types-by-project-user/${projectId}`)).data,
    { revalidateOnFocus: false },
  );
}
