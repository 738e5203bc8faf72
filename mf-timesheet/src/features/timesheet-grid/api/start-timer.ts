/**
 * POST ts-timer: starts the user's timer on a row (project, activity, MJN). The grid's timer
 * reloads here; the header (shell) hears `timer-changed`.
 */
import { apiPost, eventBus, type RunningTimer, type StartedTimerResponse, type TimerStart } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { runningTimerKey } from './get-running-timer';

export async function startTimer(start: TimerStart): Promise<RunningTimer> {
  return (await apiPost<StartedTimerResponse>('ts-timer', start)).data;
}

export function useStartTimer() {
  return useApiMutation(startTimer, {
    invalidates: () => [runningTimerKey()],
    emit: () => eventBus.emit('timer-changed', {}),
  });
}
