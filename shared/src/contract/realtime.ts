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
/** Answer of GET realtime-config: what pusher-js needs to connect. */
export type RealtimeConfig = {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  cluster: string;
};
