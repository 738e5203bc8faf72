/** GET job-numbers/load-by-project/{projectId}: the job numbers an estimate of that project may name. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectJobNumbersResponse } from '@portal/shared';

export const projectJobNumbersKey = callKey<[projectId: number]>('job-numbers/load-by-project');

export function useProjectJobNumbers(projectId: number) {
  return useSWR(
    projectJobNumbersKey(projectId),
    async () => (await apiGet<ProjectJobNumbersResponse>(`job-numbers/load-by-project/${projectId}`)).data,
    { revalidateOnFocus: false },
  );
}
