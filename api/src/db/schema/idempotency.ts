/**
 * Idempotency keys (issue 29): the first answer to a creating call sent with an
 * `Idempotency-Key` header, so a retried request returns it instead of creating again. A row
 * is inserted first with no status (pending), which the primary key makes race-free; it gets
 * the answer when the call ends and is purged 24 hours later (src/http/idempotency.ts).
 */
import { index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar('key', { length: 255 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Method and route pattern, e.g. "POST /api/generate-invoice/:poId". */
    route: varchar('route', { length: 255 }).notNull(),
    /** SHA-256 of the URL and body; null while unknown (a multipart body the call did not read to its end). */
    fingerprint: varchar('fingerprint', { length: 64 }),
    /** Null while the first request runs. */
    status: smallint('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
