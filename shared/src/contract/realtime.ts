/**
 * The real-time channel: one public channel, one event per shared lookup.
 */
export const REALTIME_CHANNEL = 'portal';
export const LOOKUP_EVENTS = {
  'users-update': 'users',
  'clients-update': 'clients',
  'brands-update': 'brands',
} as const;
export type LookupEventName = keyof typeof LOOKUP_EVENTS;
/** What pusher-js needs to connect (part of the portal's deploy-time config.json). */
export type RealtimeConfig = {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  cluster: string;
};
/**
 * A timesheet entry was saved, removed or decided: `{ entryId, userId, projectId }`. Open weeks,
 * approval lists and project panels that show it reload.
 */
export const TIMESHEET_EVENT = 'timesheet-update';
export type TimesheetEventData = { entryId: number; userId: number; projectId: number };

/** A project's status, parent links or resources changed: open details pages of it reload that part. */
export const PROJECT_UPDATE_EVENT = 'project-update';
export type ProjectUpdatePart = 'status' | 'parent' | 'resources';
export type ProjectUpdateData = { project_id: number; part: ProjectUpdatePart };
