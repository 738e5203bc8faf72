/**
 * What every mutation hook is made of (docs/architecture.md, "Data layer"): the call, then the
 * keys the call changed reload and other areas hear of it, so no page or modal wires
 * "save, then refresh" by hand.
 */
import { useSWRConfig } from 'swr';
import { keyStartsWith, type SwrKey } from './call-key';

export type MutationEffects<Args extends unknown[], Answer> = {
  /** The keys (or prefixes) the call changes, from the key factories of this area. */
  invalidates: (answer: Answer, ...args: Args) => readonly SwrKey[];
  /** What other areas hear on the event bus: they cannot import this area's key factories. */
  emit?: (answer: Answer, ...args: Args) => void;
};

/**
 * Wraps a call into what a mutation hook returns: after the call succeeds, every cached key
 * that starts with one of `invalidates` loads again (awaited, so a list shows the change by the
 * time the caller says "saved"), then `emit` runs. A failure is thrown unchanged: the caller
 * decides how to show it (a form keeps 422 messages under its fields; a row action toasts).
 */
export function useApiMutation<Args extends unknown[], Answer>(
  call: (...args: Args) => Promise<Answer>,
  { invalidates, emit }: MutationEffects<Args, Answer>,
): (...args: Args) => Promise<Answer> {
  const { mutate } = useSWRConfig();
  return async (...args) => {
    const answer = await call(...args);
    const prefixes = invalidates(answer, ...args);
    await mutate((key) => prefixes.some((prefix) => keyStartsWith(prefix, key)));
    emit?.(answer, ...args);
    return answer;
  };
}
