/**
 * GET check-user-data: unread notifications and the approval level. Polled once a minute
 * (and on focus) so new notifications appear without a reload; each answer updates
 * has_approval in the session.
 */
import useSWR from 'swr';
import { apiGet, useSessionStore, type CheckUserDataResponse } from '@portal/shared';

export const CHECK_USER_DATA_KEY = 'check-user-data';
const POLL_MS = 60_000;

export function getCheckUserData(): Promise<CheckUserDataResponse> {
  return apiGet<CheckUserDataResponse>(CHECK_USER_DATA_KEY);
}

export function useCheckUserData() {
  return useSWR(CHECK_USER_DATA_KEY, getCheckUserData, {
    refreshInterval: POLL_MS,
    onSuccess: (answer) => useSessionStore.getState().setHasApproval(answer.has_approval),
  });
}
