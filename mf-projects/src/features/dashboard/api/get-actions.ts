/** GET actions: recent activity events, newest first. */
import useSWR from 'swr';
import { type ActionsResponse, apiGet, callKey } from '@portal/shared';

export const actionsKey = callKey('actions');

export function getActions(): Promise<ActionsResponse> {
  return apiGet<ActionsResponse>('actions');
}

export function useActions() {
  return useSWR(actionsKey(), getActions);
}
