/**
 * Listens on the real-time channels the signed-in user's role may read (Pusher private channels,
 * pusher-js) and passes their events on:
 * - every user: users-update, clients-update and brands-update reload that lookup into the
 *   session store and tell the areas through the event bus (`lookups-changed`);
 * - full project managers every timesheet entry, anyone else who keeps a timesheet their own
 *   entries and those of the projects they lead: timesheet-update goes to the event bus as
 *   `timesheet-changed`, so approval lists and weeks update live;
 * - while a project's details page is open, that project: project-update tells the page which
 *   part to reload (`project-changed`).
 * Tests wait for the channels' joins, not for a time.
 */
import { useEffect } from 'react';
import { useMatch } from 'react-router-dom';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import {
  eventBus,
  LOOKUP_EVENTS,
  LOOKUPS_CHANNEL,
  PROJECT_UPDATE_EVENT,
  projectChannel,
  TIMESHEET_CHANNEL,
  TIMESHEET_EVENT,
  userChannel,
  useSessionStore,
  type LookupEventName,
  type Me,
  type ProjectUpdateData,
  type TimesheetEventData,
} from '@portal/shared';
import { accessSubjectOf, canKeepTimesheetAndWorkingPlaces, canSeeProjects, isFullProjectManager } from '@portal/shared/access';
import { getUpdateUserStore } from '../../session/api/update-user-store';
import { useRealtimeConnection } from '../hooks/use-realtime-connection';

async function reloadLookup(event: LookupEventName) {
  const { data } = await getUpdateUserStore({ section: LOOKUP_EVENTS[event] });
  const section = LOOKUP_EVENTS[event];
  useSessionStore.getState().setLookups({ [section]: data[section] ?? [] });
  eventBus.emit('lookups-changed', { event });
}

function bindLookups(channel: Channel) {
  for (const event of Object.keys(LOOKUP_EVENTS) as LookupEventName[]) {
    channel.bind(event, () => void reloadLookup(event).catch(() => undefined));
  }
}

function bindTimesheet(channel: Channel) {
  channel.bind(TIMESHEET_EVENT, (data: TimesheetEventData) => eventBus.emit('timesheet-changed', data));
}

function bindProject(channel: Channel) {
  channel.bind(PROJECT_UPDATE_EVENT, (data: ProjectUpdateData) =>
    eventBus.emit('project-changed', { projectId: data.project_id, part: data.part }),
  );
}

/** Joins `name` on the connection while both exist; leaving unbinds with the channel. */
function useChannel(pusher: Pusher | null, name: string | null, bind: (channel: Channel) => void) {
  useEffect(() => {
    if (!pusher || !name) return;
    bind(pusher.subscribe(name));
    return () => pusher.unsubscribe(name);
  }, [pusher, name, bind]);
}

/** Whose timesheet changes the user hears of: all of them (full PMs), their own and their projects', or none. */
function timesheetChannelOf(me: Me | null): string | null {
  if (!me) return null;
  const access = accessSubjectOf(me, null);
  if (isFullProjectManager(access)) return TIMESHEET_CHANNEL;
  return canKeepTimesheetAndWorkingPlaces(access) ? userChannel(me.id) : null;
}

export function LookupSubscription() {
  const me = useSessionStore((state) => state.me);
  const pusher = useRealtimeConnection(me?.id ?? null);
  const openProject = Number(useMatch('/project/:id/*')?.params.id);
  const seesProjects = me !== null && canSeeProjects(accessSubjectOf(me, null));

  useChannel(pusher, me ? LOOKUPS_CHANNEL : null, bindLookups);
  useChannel(pusher, timesheetChannelOf(me), bindTimesheet);
  useChannel(pusher, seesProjects && openProject > 0 ? projectChannel(openProject) : null, bindProject);

  return null;
}
