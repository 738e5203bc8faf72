/** Tables of the people who sign in: users, their bearer tokens and password-reset tokens. */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Roles here are the users-administration ones (2, 3, 4, 6); see src/auth/session-role.ts. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Stored lower-cased so that sign-in is case-insensitive. */
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    isLimitedPm: boolean('is_limited_pm').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** Approval of timesheet entries granted to someone who is not a full project manager. */
    hasApproval: boolean('has_approval').notNull().default(false),
    /** A developer who may be named team lead of projects (GET team-leads; granted in the developers configuration). */
    isTeamlead: boolean('is_teamlead').notNull().default(false),
    phone: varchar('phone', { length: 50 }),
    /** A row of locations (config.ts); checked by the users configuration routes. */
    locationId: integer('location_id').notNull().default(1),
    sex: varchar('sex', { length: 6 }).$type<'male' | 'female'>(),
    /** File name under UPLOAD_DIR/avatars, or null for the default picture. */
    avatar: varchar('avatar', { length: 255 }),
    settings: jsonb('settings').$type<{ theme?: 'theme-light' | 'theme-dark'; timesheet_view?: 'list' | 'grid' }>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_idx').on(t.role)],
);

/** Bearer tokens: only the sha256 of the token is kept, so a leaked table grants nothing. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_email_idx').on(t.email)],
);
