/**
 * Tables of the configuration area (document 3, sections 2-9): activity types, locations,
 * developers' activity types and project categories, client and IDG units, wildcards and
 * expense categories; the timesheet's period lock.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { projectCategories } from './projects';
import { users } from './users';

/** Disabled types stay on old entries but are no longer offered (toggled by DELETE activity-types/{id}). */
export const activityTypes = pgTable('activity_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  /** Free text, as the form takes it (document 3, section 5). */
  rate: varchar('rate', { length: 50 }),
  usdCurrency: boolean('usd_currency').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

/** Where a user is based; users.location_id points here (1 is the default of a new user). */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

/** The activity types a developer works in (POST user-activity-types). */
export const userActivityTypes = pgTable(
  'user_activity_types',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityTypeId: integer('activity_type_id')
      .notNull()
      .references(() => activityTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityTypeId] }), index('user_activity_types_type_idx').on(t.activityTypeId)],
);

/** The project categories a developer works in (POST user-activity-types). */
export const userProjectCategories = pgTable(
  'user_project_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectCategoryId: integer('project_category_id')
      .notNull()
      .references(() => projectCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectCategoryId] }), index('user_project_categories_category_idx').on(t.projectCategoryId)],
);

/** The client's legal entities that cost estimates and purchase orders name. */
export const clientUnits = pgTable('client_units', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  legalEntity: varchar('legal_entity', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

/** The agency's (Infodesign's) legal entities. */
export const idgUnits = pgTable('idg_units', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  legalEntity: varchar('legal_entity', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

/** A wildcard granted to a developer on a day: at most one per developer and day. */
export const wildcards = pgTable(
  'wildcards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wildcardDate: date('wildcard_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wildcards_user_date_unique').on(t.userId, t.wildcardDate), index('wildcards_date_idx').on(t.wildcardDate)],
);

export const expenseCategories = pgTable('expense_categories', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

/**
 * The timesheet's period lock, one row (id 1; absent until first set): entries dated on or
 * before locked_until cannot be created, changed, deleted or decided (src/timesheet/period-lock.ts).
 */
export const timesheetSettings = pgTable(
  'timesheet_settings',
  {
    id: integer('id').primaryKey().default(1),
    lockedUntil: date('locked_until', { mode: 'string' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [check('timesheet_settings_single_row', sql`${t.id} = 1`)],
);
