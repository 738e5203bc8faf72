/** GET job-numbers/load-all: the job numbers of the visible projects of a status (the job numbers filter's choices). */
import useSWR from 'swr';
import { apiGet, callKey, type JobNumbersLoadAllResponse } from '@portal/shared';

/** Status 0: every status. */
export const jobNumbersKey = callKey<[projectStatus: number]>('job-numbers/load-all');

export function getJobNumbers(projectStatus?: number): Promise<JobNumbersLoadAllResponse> {
  return apiGet<JobNumbersLoadAllResponse>('job-numbers/load-all', { project_status: projectStatus || undefined });
}

/**
 * `projectStatus` undefined while the list's default status is not known yet: no call until it
 * is (a call meanwhile fetched every status's job numbers, then the default's). `enabled` false
 * for users who do not see the filter.
 */
export function useJobNumbers(projectStatus: number | undefined, enabled = true) {
  return useSWR(enabled && projectStatus !== undefined ? jobNumbersKey(projectStatus) : null, ([, status]) => getJobNumbers(status), {
    revalidateOnFocus: false,
  });
}
