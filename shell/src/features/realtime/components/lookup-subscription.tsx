/**
 * Listens on the real-time channel (Pusher protocol, pusher-js) while someone is signed in:
 * users-update, clients-update and brands-update reload that lookup into the session store
 * and tell the areas through the event bus; timesheet-update (an entry saved, removed or decided)
 * goes to the event bus as timesheet-changed, so approval lists and weeks update live; project-update
 * tells an open details page of that project which part to reload (`project-changed`).
 * pusher-js loads once the frame is on screen: it is not on the signed-in pages' first paint.
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

async function reloadLookup(event: LookupEventName) {
  const { data } = await getUpdateUserStore({ section: LOOKUP_EVENTS[event] });
  const section = LOOKUP_EVENTS[event];
  useSessionStore.getState().setLookups({ [section]: data[section] ?? [] });
  eventBus.emit('lookups-changed', { event });
}

export function LookupSubscription() {
  const token = useSessionStore((state) => state.token);

  useEffect(() => {
    if (!token) return;
    let disconnect: (() => void) | undefined;
    let unmounted = false;
    import('pusher-js')
      .then(({ default: Pusher }) => {
        if (unmounted) return;
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
        disconnect = () => pusher.disconnect();
        const channel = pusher.subscribe(REALTIME_CHANNEL);
        for (const event of Object.keys(LOOKUP_EVENTS) as LookupEventName[]) {
          channel.bind(event, () => void reloadLookup(event).catch(() => undefined));
        }
        channel.bind(TIMESHEET_EVENT, (data: TimesheetEventData) => eventBus.emit('timesheet-changed', data));
        channel.bind(PROJECT_UPDATE_EVENT, (data: ProjectUpdateData) =>
          eventBus.emit('project-changed', { projectId: data.project_id, part: data.part }),
        );
      })
      // Without the channel every page still works; it only stops updating live.
      .catch((error: unknown) => console.error('[Real-time]', error));
    return () => {
      unmounted = true;
      disconnect?.();
    };
  }, [token]);

  return null;
}
