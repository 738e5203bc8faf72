/** GET actions: recent activity events, newest first. */
import useSWR from 'swr';
import { apiGet, type ActionsResponse } from '@portal/shared';

export function getActions(): Promise<ActionsResponse> {
  return apiGet<ActionsResponse>('actions');
}

export function useActions() {
  return useSWR('actions', getActions);
}
