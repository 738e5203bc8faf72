/**
 * GET ts-timer: the user's running timer (issue 32), for the header on every page. It reloads
 * when this page starts, stops or discards it (`timer-changed`), when an entry of the user's
 * changes elsewhere (a stop in another tab or device arrives as `timesheet-changed`) and, as
 * every call, when the window gets the focus back (a start on another device).
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { apiGet, callKey, eventBus, type RunningTimerResponse, useSessionStore } from '@portal/shared';

export const runningTimerKey = callKey('ts-timer');

export function getRunningTimer(): Promise<RunningTimerResponse> {
  return apiGet<RunningTimerResponse>('ts-timer');
}

/** `logsTime`: only users who log time have a timer; for anyone else nothing is asked. */
export function useRunningTimer(logsTime: boolean) {
  const timer = useSWR(logsTime ? runningTimerKey() : null, getRunningTimer);
  const myId = useSessionStore((state) => state.me?.id);
  const { mutate } = timer;
  useEffect(() => {
    const offTimer = eventBus.on('timer-changed', () => void mutate());
    const offEntries = eventBus.on('timesheet-changed', (change) => change.userId === myId && void mutate());
    return () => {
      offTimer();
      offEntries();
    };
  }, [mutate, myId]);
  return timer;
}
