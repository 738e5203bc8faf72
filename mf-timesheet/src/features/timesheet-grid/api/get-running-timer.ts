/**
 * GET ts-timer: the user's running timer (issue 32), so the grid marks the row it runs on and
 * offers no second start. The header's Stop and Discard (shell) say so with `timer-changed`.
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiGet, callKey, eventBus, type RunningTimerResponse } from '@portal/shared';

export const runningTimerKey = callKey('ts-timer');

export function useRunningTimer() {
  const timer = useSWR(runningTimerKey(), () => apiGet<RunningTimerResponse>('ts-timer'));
  const { mutate } = timer;
  useEffect(() => eventBus.on('timer-changed', () => void mutate()), [mutate]);
  return timer;
}
