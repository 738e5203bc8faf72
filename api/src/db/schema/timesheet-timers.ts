/**
 * Running timers (issue 32): at most one per user (its key), on a project and activity with the
 * MJN and details its entry will carry. Stopping one writes an ordinary timesheet entry and
 * removes the row; nothing else reads it.
 */
import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { activityTypes } from './config';
import { projects } from './projects';
import { users } from './users';

export const timesheetTimers = pgTable('timesheet_timers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  activityTypeId: integer('activity_type_id')
    .notNull()
    .references(() => activityTypes.id, { onDelete: 'cascade' }),
  mjn: varchar('mjn', { length: 100 }),
  details: text('details'),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
