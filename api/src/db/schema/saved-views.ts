/**
 * Saved views (issue 32): a user's named filters of one list or report. `list` is the page's
 * key (its route, e.g. /reports/timesheet), `filters` the filters exactly as that page keeps
 * them. Only the owner reads or deletes a view; a name is unique per user and list.
 */
import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: varchar('list', { length: 200 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  // Also the index of a list's views: its columns lead.
  (t) => [uniqueIndex('saved_views_user_list_name_unique').on(t.userId, t.list, t.name)],
);
