/**
 * Typed messages between areas. Areas never reach into each other's state: one emits
 * (a project was saved), others react (the list reloads).
 */
import type { LookupEventName, TimesheetEventData } from '../contract';

export type PortalEvents = {
  /** A project was created or edited; lists showing projects reload. */
  'project-saved': { projectId: number };
  /**
   * Something shown on a project's details page changed (here or, through the real-time
   * channel, by another user): the panels that show that part, or derive from it, reload.
   */
  'project-changed': { projectId: number; part: ProjectPart };
  /** A shared lookup changed on the server (from the real-time channel). */
  'lookups-changed': { event: LookupEventName };
  /** A timesheet entry was saved, removed or decided, here or by another user (from the real-time channel). */
  'timesheet-changed': TimesheetEventData;
  /** The user's timer was started, stopped or discarded on this page: the header's timer and the week grid's Start reload it. */
  'timer-changed': Record<string, never>;
  /** The API answered 401: the shell clears the session and goes to /login. */
  'session-expired': Record<string, never>;
};

/** What changed on a project: `project-changed`'s part. */
export type ProjectPart =
  'project' | 'status' | 'parent' | 'resources' | 'cost-estimates' | 'purchase-orders' | 'external-expenses' | 'timesheet';

type Listener<E extends keyof PortalEvents> = (payload: PortalEvents[E]) => void;

const listeners = new Map<keyof PortalEvents, Set<Listener<never>>>();

export const eventBus = {
  emit<E extends keyof PortalEvents>(event: E, payload: PortalEvents[E]): void {
    listeners.get(event)?.forEach((listener) => (listener as Listener<E>)(payload));
  },
  /** Returns the unsubscribe function, so it can be returned from an effect. */
  on<E extends keyof PortalEvents>(event: E, listener: Listener<E>): () => void {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  },
};
