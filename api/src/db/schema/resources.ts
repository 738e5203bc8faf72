/** The developers assigned to a project in an activity (document 2's assigned resources panel). */
import { index, integer, numeric, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { activityTypes } from './config';
import { projects } from './projects';
import { users } from './users';

/**
 * A project's assigned resources (document 2's resources panel): a developer in an activity,
 * with at most `max_hours`. The hours used are summed from timesheet_entries.
 */
export const projectResources = pgTable(
  'project_resources',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityTypeId: integer('activity_type_id')
      .notNull()
      .references(() => activityTypes.id),
    maxHours: numeric('max_hours', { precision: 10, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_resources_project_user_activity_unique').on(t.projectId, t.userId, t.activityTypeId),
    index('project_resources_user_idx').on(t.userId),
  ],
);
