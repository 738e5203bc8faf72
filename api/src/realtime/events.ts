/**
 * The event names of the contract (shared/src/contract/realtime.ts) by the lookup each event
 * reloads; every lookup event goes to every signed-in user (LOOKUPS_CHANNEL).
 */
import type { LookupEventName } from '@portal/shared/contract';

export const LOOKUP_EVENT = {
  users: 'users-update',
  clients: 'clients-update',
  brands: 'brands-update',
} as const satisfies Record<string, LookupEventName>;
