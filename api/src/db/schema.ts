/**
 * The database schema (PostgreSQL dialect, also run on PGlite). drizzle-kit generates the SQL
 * migrations in api/drizzle from this file: after a change run `npx drizzle-kit generate`
 * in api/ and commit the new migration.
 *
 * Dates are read as strings (YYYY-MM-DD, and PostgreSQL's text form for timestamps) because
 * the API answers in those forms and the tests run PGlite in another JavaScript realm, where
 * `instanceof Date` would not hold.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

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
    /** A row of locations (schema-config.ts); checked by the users configuration routes. */
    locationId: integer('location_id').notNull().default(1),
    sex: varchar('sex', { length: 6 }).$type<'male' | 'female'>(),
    /** File name under UPLOAD_DIR/avatars, or null for the default picture. */
    avatar: varchar('avatar', { length: 255 }),
    settings: jsonb('settings').$type<{ theme?: 'theme-light' | 'theme-dark' }>().notNull().default({}),
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

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

export const businessUnits = pgTable('business_units', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  type: varchar('type', { length: 100 }).notNull(),
  showOnProject: boolean('show_on_project').notNull().default(true),
  createdAt: createdAt(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

export const brandBusinessUnits = pgTable(
  'brand_business_units',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    businessUnitId: integer('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.businessUnitId] }), index('brand_business_units_unit_idx').on(t.businessUnitId)],
);

/** Fixed ids 1 Pending, 2 WIP, 3 Closed, 5 Cancelled: other code and the portal rely on them. */
export const projectStatuses = pgTable('project_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/** Fixed ids 1 Fixed price, 2 Time and material, 3 Retainer. */
export const projectTypes = pgTable('project_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const projectCategories = pgTable('project_categories', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

export const jobNumbers = pgTable(
  'job_numbers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_numbers_name_unique').on(t.name)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    mjn: varchar('mjn', { length: 100 }),
    /** A network path, or the stored name of an uploaded file (src/uploads/project-file-store.ts). */
    filepath: varchar('filepath', { length: 500 }),
    /** Original name of the uploaded file, for its download. */
    fileName: varchar('file_name', { length: 255 }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The client-side PM (a users-administration role 3 user). */
    hogarthPmId: integer('hogarth_pm_id').references(() => users.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => projectTypes.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => projectCategories.id),
    statusId: integer('status_id')
      .notNull()
      .default(1)
      .references(() => projectStatuses.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    fixedPrice: numeric('fixed_price', { precision: 12, scale: 2 }),
    /** User ids of the team leads, a JSON list as the portal sends it. */
    teamleadIds: jsonb('teamlead_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    parentId: integer('parent_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    estimatedCost: numeric('estimated_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    actualCost: numeric('actual_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_status_idx').on(t.statusId),
    index('projects_owner_idx').on(t.ownerId),
    index('projects_hogarth_pm_idx').on(t.hogarthPmId),
    index('projects_parent_idx').on(t.parentId),
    index('projects_client_idx').on(t.clientId),
    index('projects_brand_idx').on(t.brandId),
    index('projects_type_category_idx').on(t.typeId, t.categoryId),
    index('projects_start_date_idx').on(t.startDate),
    index('projects_deadline_idx').on(t.deadline),
    index('projects_created_at_idx').on(t.createdAt),
    index('projects_teamlead_ids_idx').using('gin', t.teamleadIds),
  ],
);

export const projectJobNumbers = pgTable(
  'project_job_numbers',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    jobNumberId: integer('job_number_id')
      .notNull()
      .references(() => jobNumbers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.jobNumberId] }), index('project_job_numbers_jn_idx').on(t.jobNumberId)],
);

/** Resources assigned to a project (document 2's resources panel). */
export const projectUsers = pgTable(
  'project_users',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_users_user_idx').on(t.userId)],
);

/** Activity events shown on the dashboard; action types are listed in src/routes/dashboard/action-types.ts. */
export const actions = pgTable(
  'actions',
  {
    id: serial('id').primaryKey(),
    actionTypeId: smallint('action_type_id').notNull(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetedUserId: integer('targeted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('actions_created_at_idx').on(t.createdAt), index('actions_entity_idx').on(t.entity, t.entityId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    link: varchar('link', { length: 500 }),
    /** HTML written by the server; the portal sanitises it before rendering. */
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_read_idx').on(t.userId, t.readAt)],
);

/** The sidebar's MVP project shortcuts of a user. */
export const mvpShortcuts = pgTable(
  'mvp_shortcuts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('mvp_shortcuts_user_project_unique').on(t.userId, t.projectId)],
);

/** Where a user works on a day: 1 office, 2 home, 3 holiday (document 3). */
export const workingPlaces = pgTable(
  'working_places',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    manualDate: date('manual_date', { mode: 'string' }).notNull(),
    workingPlace: smallint('working_place').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('working_places_user_date_unique').on(t.userId, t.manualDate)],
);

/** The configuration area's tables (document 3). */
export * from './schema-config';
