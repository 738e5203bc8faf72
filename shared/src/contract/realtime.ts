/**
 * The real-time channels, by audience, and their events. Every channel is a Pusher private
 * channel: the API publishes only there, and a socket joins one only with a signature that
 * POST realtime-auth gives to a signed-in user whose role may read it (docs/architecture.md,
 * "Real-time").
 */
import type { Static } from 'typebox';
import type { RealtimeAuthRequestSchema, RealtimeAuthResponseSchema, RealtimeConfigSchema } from '../schemas/realtime';

/** Every signed-in user: the shared lookups (users, clients, brands) changed. */
export const LOOKUPS_CHANNEL = 'private-portal';

/** Full project managers, who read every timesheet entry: any entry saved, removed or decided. */
export const TIMESHEET_CHANNEL = 'private-timesheet';

const USER_PREFIX = 'private-user.';
const PROJECT_PREFIX = 'private-project.';

/** One user only: their own entries, and the entries of the projects they lead, saved, removed or decided. */
export const userChannel = (userId: number): string => `${USER_PREFIX}${userId}`;

/** The users who see the project: its status, parent links or resources changed. */
export const projectChannel = (projectId: number): string => `${PROJECT_PREFIX}${projectId}`;

export type RealtimeChannel =
  { audience: 'lookups' } | { audience: 'timesheet' } | { audience: 'user'; userId: number } | { audience: 'project'; projectId: number };

/** Ids are PostgreSQL integers: a larger number names no user or project. */
const MAX_ID = 2147483647;

const idAfter = (name: string, prefix: string): number | null => {
  const rest = name.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(rest) && Number(rest) <= MAX_ID ? Number(rest) : null;
};

/** What a channel name stands for; null for a name the portal never publishes on. */
export function parseRealtimeChannel(name: string): RealtimeChannel | null {
  if (name === LOOKUPS_CHANNEL) return { audience: 'lookups' };
  if (name === TIMESHEET_CHANNEL) return { audience: 'timesheet' };
  if (name.startsWith(USER_PREFIX)) {
    const userId = idAfter(name, USER_PREFIX);
    return userId === null ? null : { audience: 'user', userId };
  }
  if (name.startsWith(PROJECT_PREFIX)) {
    const projectId = idAfter(name, PROJECT_PREFIX);
    return projectId === null ? null : { audience: 'project', projectId };
  }
  return null;
}

export const LOOKUP_EVENTS = {
  'users-update': 'users',
  'clients-update': 'clients',
  'brands-update': 'brands',
} as const;
export type LookupEventName = keyof typeof LOOKUP_EVENTS;
/** What pusher-js needs to connect (part of the portal's deploy-time config.json). */
export type RealtimeConfig = Static<typeof RealtimeConfigSchema>;

/**
 * POST realtime-auth: pusher-js's channel authorization request (the socket the connection got
 * and the channel it wants to join) and the API's answer, the Pusher signature of both.
 */
export type RealtimeAuthRequest = Static<typeof RealtimeAuthRequestSchema>;
export type RealtimeAuthResponse = Static<typeof RealtimeAuthResponseSchema>;

/**
 * A timesheet entry was saved, removed or decided: `{ entryId, userId, projectId }`. Open weeks,
 * approval lists and project panels that show it reload. Published on TIMESHEET_CHANNEL and on
 * the channels of the entry's developer and of the project's team leads.
 */
export const TIMESHEET_EVENT = 'timesheet-update';
export type TimesheetEventData = { entryId: number; userId: number; projectId: number };

/** A project's status, parent links or resources changed: open details pages of it reload that part (its projectChannel). */
export const PROJECT_UPDATE_EVENT = 'project-update';
export type ProjectUpdatePart = 'status' | 'parent' | 'resources';
export type ProjectUpdateData = { project_id: number; part: ProjectUpdatePart };
