/**
 * GET check-user-data: unread notifications and the approval level. Polled once a minute
 * (and on focus) so new notifications appear without a reload; each answer updates
 * has_approval in the session.
 */
import useSWR from 'swr';
import { apiGet, callKey, type CheckUserDataResponse, useSessionStore } from '@portal/shared';

export const checkUserDataKey = callKey('check-user-data');
const POLL_MS = 60_000;

export function getCheckUserData(): Promise<CheckUserDataResponse> {
  return apiGet<CheckUserDataResponse>('check-user-data');
}

export function useCheckUserData() {
  return useSWR(checkUserDataKey(), getCheckUserData, {
    refreshInterval: POLL_MS,
    onSuccess: (answer) => useSessionStore.getState().setHasApproval(answer.has_approval),
  });
}
