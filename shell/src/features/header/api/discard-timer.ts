/** DELETE ts-timer: the running timer is dropped and nothing is logged. */
import { apiDelete, eventBus } from '@portal/shared';
import { useApiMutation } from '@portal/shared/data';
import { runningTimerKey } from './get-running-timer';

export function discardTimer(): Promise<unknown> {
  return apiDelete('ts-timer');
}

export function useDiscardTimer() {
  return useApiMutation(discardTimer, {
    invalidates: () => [runningTimerKey()],
    emit: () => eventBus.emit('timer-changed', {}),
  });
}
