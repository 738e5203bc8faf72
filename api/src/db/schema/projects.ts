/** Tables of the projects and their lookups: statuses, types, categories, job numbers, resources. */
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
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, clients } from './clients';
import { createdAt } from './columns';
import { users } from './users';

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

/** A disabled category keeps its projects but is no longer offered for new choices (document 3). */
export const projectCategories = pgTable('project_categories', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  disabled: boolean('disabled').notNull().default(false),
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
    /** The earliest day timesheet entries may be logged on (document 2's entry form); null: no bound. */
    minTeDate: date('min_te_date', { mode: 'string' }),
    /** A vacation project takes timesheet entries for future days too. */
    isVacation: boolean('is_vacation').notNull().default(false),
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

/** Users linked to a project as resources: the visibility link of src/projects/visibility.ts. */
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
