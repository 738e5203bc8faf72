/**
 * The real-time channel and event names of the contract (shared/src/contract/realtime.ts).
 * Repeated as values because the shared package is loaded as CommonJS by tsx, where its
 * `export *` re-exports are invisible to ES imports; the types keep both copies equal.
 */
import type { LookupEventName, REALTIME_CHANNEL } from '@portal/shared/contract';

export const PORTAL_CHANNEL: typeof REALTIME_CHANNEL = 'portal';

export const LOOKUP_EVENT = {
  users: 'users-update',
  clients: 'clients-update',
  brands: 'brands-update',
} as const satisfies Record<string, LookupEventName>;
