/**
 * The timesheet summary (issue 33): the hours, number of entries (and per project the cost) of
 * timesheet_entries kept per grain the reports group or filter by, so a year's report sums a few
 * thousand rows instead of half a million entries. A trigger on timesheet_entries (migrations
 * 0013 and 0019 to 0021) keeps every table in the transaction of the write that changes the
 * entries, whichever path writes (the API, the seed, a cascade from a deleted project or user),
 * and removes a row whose entries drop to none; `pnpm --filter api summary:rebuild` rebuilds
 * them from the entries (src/timesheet/timesheet-sums.ts).
 *
 * - timesheet_month_sums: per month, developer, project, activity and overtime flag, the grain
 *   of the sums that group or filter by more than one of them; a period's whole months are
 *   read here, its partial edge months from the entries or as the month less the rest.
 * - timesheet_user_project_months: per month, developer and project, the same sums without the
 *   activity and overtime flag: each developer's hours per project (occupancy's cards) from a
 *   third of the month sums' rows.
 * - timesheet_user_months: per month and developer, the working days (Monday to Friday) with
 *   entries, kept by triggers on timesheet_user_days as its rows come and go: whether a developer
 *   has a working day without any hours (missing timesheet) from a row per month.
 * - timesheet_user_days, timesheet_project_days, timesheet_activity_days: per day and one of
 *   developer, project or activity, the grain of the reports' days (the charts' bars, missing
 *   timesheet days) and of a period's sums per one of them; the project days carry the cost.
 *
 * The day tables' keys lead with the developer, project or activity: a report reads a period's
 * days of a set of them, a range per member (the missing-timesheet report one per developer).
 *
 * No foreign keys: the rows follow the entries through the trigger (a deleted user's entries
 * go by cascade, and their sums with them), and a key check would cost every write.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** Exact sums: hours have 2 decimals, hours * unit_cost 4. */
const hours = () => numeric('hours', { precision: 14, scale: 2 }).notNull();
const entries = () => integer('entries').notNull();

export const timesheetMonthSums = pgTable(
  'timesheet_month_sums',
  {
    month: date('month', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
    projectId: integer('project_id').notNull(),
    activityTypeId: integer('activity_type_id').notNull(),
    overtime: boolean('overtime').notNull(),
    hours: hours(),
    entries: entries(),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId, t.projectId, t.activityTypeId, t.overtime] })],
);

export const timesheetUserProjectMonths = pgTable(
  'timesheet_user_project_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
    projectId: integer('project_id').notNull(),
    hours: hours(),
    entries: entries(),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId, t.projectId] })],
);

export const timesheetUserMonths = pgTable(
  'timesheet_user_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
    workingDays: integer('working_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId] })],
);

export const timesheetUserDays = pgTable(
  'timesheet_user_days',
  { day: date('day', { mode: 'string' }).notNull(), userId: integer('user_id').notNull(), hours: hours(), entries: entries() },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // By day: the reports read a period's days of every developer.
    index('timesheet_user_days_day_idx').on(t.day),
    // The days short of the daily capacity (8 hours, DAILY_CAPACITY_HOURS): the missing-timesheet
    // report reads a year's few short days here instead of all the year's days.
    index('timesheet_user_days_short_idx')
      .on(t.day, t.userId)
      .where(sql`${t.hours} < 8`),
  ],
);

export const timesheetProjectDays = pgTable(
  'timesheet_project_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    projectId: integer('project_id').notNull(),
    hours: hours(),
    // hours x the saved rate: a project's actual cost over any period.
    cost: numeric('cost', { precision: 20, scale: 4 })
      .notNull()
      .default(sql`0`),
    entries: entries(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);

export const timesheetActivityDays = pgTable(
  'timesheet_activity_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    activityTypeId: integer('activity_type_id').notNull(),
    hours: hours(),
    entries: entries(),
  },
  (t) => [primaryKey({ columns: [t.activityTypeId, t.day] })],
);
