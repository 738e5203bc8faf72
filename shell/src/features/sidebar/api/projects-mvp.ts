/** GET projects-mvp: the user's MVP project shortcuts for the sidebar. */
import useSWR from 'swr';
import { apiGet, callKey, type ProjectsMvpResponse } from '@portal/shared';

export const projectsMvpKey = callKey('projects-mvp');

export function getProjectsMvp(): Promise<ProjectsMvpResponse> {
  return apiGet<ProjectsMvpResponse>('projects-mvp');
}

export function useProjectsMvp(enabled: boolean) {
  return useSWR(enabled ? projectsMvpKey() : null, getProjectsMvp);
}
