/**
 * Sign-in throttling per e-mail address (issue 30, src/auth/login-throttle.ts): how many wrong
 * passwords were tried since the last success and when the next attempt may start. Kept in the
 * database so that every API instance waits alike; keyed by the typed address, known or not,
 * so that an unknown address is throttled exactly like a real one.
 */
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const loginThrottles = pgTable(
  'login_throttles',
  {
    email: varchar('email', { length: 255 }).primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('login_throttles_last_attempt_at_idx').on(t.lastAttemptAt)],
);
