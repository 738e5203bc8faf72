/** What the portal shows a user about activity: the dashboard's events, the header's notifications, the sidebar's MVP shortcuts. */
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { projects } from './projects';
import { users } from './users';

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
