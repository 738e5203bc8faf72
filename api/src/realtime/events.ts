/**
 * The real-time channel and event names of the contract (shared/src/contract/realtime.ts),
 * by the lookup each event reloads.
 */
import { REALTIME_CHANNEL, type LookupEventName } from '@portal/shared/contract';

export const PORTAL_CHANNEL = REALTIME_CHANNEL;

export const LOOKUP_EVENT = {
  users: 'users-update',
  clients: 'clients-update',
  brands: 'brands-update',
} as const satisfies Record<string, LookupEventName>;
