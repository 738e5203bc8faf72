/**
 * GET job-numbers/load-all: the job numbers of every project the user may see (the projects
 * list's job numbers filter, every status), matched by the palette as the user types: the list
 * filters projects by job number ids, so a typed fragment becomes the ids of the names holding it.
 */
import useSWR from 'swr';
import { apiGet, callKey, type JobNumbersLoadAllResponse } from '@portal/shared';

/** Status 0: every status (the projects list's key, so its answer is shared). */
export const jobNumbersKey = callKey<[projectStatus: number]>('job-numbers/load-all');

export function getJobNumbers(): Promise<JobNumbersLoadAllResponse> {
  return apiGet<JobNumbersLoadAllResponse>('job-numbers/load-all');
}

export function useJobNumbers(enabled: boolean) {
  return useSWR(enabled ? jobNumbersKey(0) : null, getJobNumbers, { revalidateOnFocus: false });
}
