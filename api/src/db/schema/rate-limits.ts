/**
 * The call counters of @fastify/rate-limit (src/auth/rate-limit-store.ts): one row per route and
 * client key, counting the calls of the current window. Kept in the database so that every API
 * instance counts the same calls: behind a load balancer, counters in each process would let a
 * client make N times the limit with N instances.
 */
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** "<METHOD> <route>|<the route's key>" (an IP, or an IP and an e-mail). */
    key: varchar('key', { length: 600 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_at_idx').on(t.windowEndsAt)],
);
