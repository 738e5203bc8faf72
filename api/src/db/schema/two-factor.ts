/**
 * Two-factor sign-in (issue 30): each user's TOTP secret, their one-time recovery codes and the
 * short-lived challenges that sit between the password step and the session.
 */
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * One row per user who started enrolment. The secret is sealed with AES-256-GCM under the
 * deploy's key (src/two-factor/secret-box.ts), so the table alone does not yield codes.
 * `enabledAt` null: enrolment started but not confirmed, nothing is asked at sign-in yet.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'string' }),
  /** The RFC 6238 time step of the last accepted code: a code of that step or an earlier one is refused. */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Recovery codes, each kept only as a salted sha256 (`salt$hash`); a used one is spent. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 100 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * What a right password earns when a second factor is due: an opaque token (only its sha256
 * kept), single-use, short-lived, with a count of wrong codes. `enrol` marks a challenge whose
 * code confirms a first enrolment (two-factor sign-in required and not yet set up).
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    enrol: boolean('enrol').notNull().default(false),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('two_factor_challenges_hash_unique').on(t.tokenHash), index('two_factor_challenges_user_idx').on(t.userId)],
);
