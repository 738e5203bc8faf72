/**
 * Listens on the real-time channel (Pusher protocol, pusher-js) while someone is signed in:
 * users-update, clients-update and brands-update reload that lookup into the session store
 * and tell the areas through the event bus; timesheet-update (an entry saved, removed or decided)
 * goes to the event bus as timesheet-changed, so approval lists and weeks update live; project-update
 * tells an open details page of that project which part to reload (`project-changed`).
 * pusher-js loads a moment after the frame is on screen: its code and connection would otherwise
 * compete with the first page's code and calls (on a slow phone: 0.4 s later first content).
 * Tests wait for the channel's join, not for a time.
 */
import { useEffect } from 'react';
import {
  eventBus,
  getPortalConfig,
  LOOKUP_EVENTS,
  PROJECT_UPDATE_EVENT,
  REALTIME_CHANNEL,
  TIMESHEET_EVENT,
  useSessionStore,
  type LookupEventName,
  type ProjectUpdateData,
  type TimesheetEventData,
} from '@portal/shared';
import { getUpdateUserStore } from '../../session/api/update-user-store';

const CONNECT_DELAY_MS = 2_000;

async function reloadLookup(event: LookupEventName) {
  const { data } = await getUpdateUserStore({ section: LOOKUP_EVENTS[event] });
  const section = LOOKUP_EVENTS[event];
  useSessionStore.getState().setLookups({ [section]: data[section] ?? [] });
  eventBus.emit('lookups-changed', { event });
}

/** Joins the portal's channel and passes its events on; returns how to leave it. */
function subscribe(Pusher: typeof import('pusher-js').default): () => void {
  const { realtime } = getPortalConfig();
  const pusher = new Pusher(realtime.key, {
    cluster: realtime.cluster,
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    wssPort: realtime.wsPort,
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
  });
  const channel = pusher.subscribe(REALTIME_CHANNEL);
  for (const event of Object.keys(LOOKUP_EVENTS) as LookupEventName[]) {
    channel.bind(event, () => void reloadLookup(event).catch(() => undefined));
  }
  channel.bind(TIMESHEET_EVENT, (data: TimesheetEventData) => eventBus.emit('timesheet-changed', data));
  channel.bind(PROJECT_UPDATE_EVENT, (data: ProjectUpdateData) =>
    eventBus.emit('project-changed', { projectId: data.project_id, part: data.part }),
  );
  return () => pusher.disconnect();
}

export function LookupSubscription() {
  const signedIn = useSessionStore((state) => state.signedIn);

  useEffect(() => {
    if (!signedIn) return;
    let disconnect: (() => void) | undefined;
    let unmounted = false;
    const connecting = setTimeout(() => {
      import('pusher-js')
        .then(({ default: Pusher }) => {
          if (unmounted) return;
          disconnect = subscribe(Pusher);
        })
        // Without the channel every page still works; it only stops updating live.
        .catch((error: unknown) => console.error('[Real-time]', error));
    }, CONNECT_DELAY_MS);
    return () => {
      unmounted = true;
      clearTimeout(connecting);
      disconnect?.();
    };
  }, [signedIn]);

  return null;
}
