/**
 * Timesheet entries (documents 2 and 3): the hours developers log. The timesheet week, the
 * approval list, the project's timesheet panel, the resources' used hours, the financial
 * summary's development cost and most reports read this one table, hence its indexes.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { activityTypes } from './config';
import { projects } from './projects';
import { users } from './users';

/** approval_state: 0 waiting for a decision, 1 approved, 2 rejected (decisions of document 3). */
export const timesheetEntries = pgTable(
  'timesheet_entries',
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
    manualDate: date('manual_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 6, scale: 2 }).notNull(),
    /**
     * The activity's rate when the entry was saved (activity_types.rate is free text): the
     * development cost is SUM(hours * unit_cost) in SQL and does not move when a rate changes.
     */
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    extraRequest: boolean('extra_request').notNull().default(false),
    overtime: boolean('overtime').notNull().default(false),
    qaIssue: boolean('qa_issue').notNull().default(false),
    details: text('details'),
    mjn: varchar('mjn', { length: 100 }),
    approvalState: smallint('approval_state').notNull().default(0),
    approveFeedback: text('approve_feedback'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('timesheet_entries_user_date_idx').on(t.userId, t.manualDate),
    // A project's entries by period, in the project panel's order (newest first, then id), so a
    // page is read backwards from the index and stops after its own rows instead of sorting the period.
    index('timesheet_entries_project_date_idx').on(t.projectId, t.manualDate, t.id),
    // By period, covering what the reports sum and filter on (developer, activity, project, overtime),
    // so a period's entries are summed from the index alone (index-only scan) rather than the table.
    index('timesheet_entries_report_idx').on(t.manualDate, t.userId, t.activityTypeId, t.projectId, t.overtime, t.hours),
    // The approval list: in its order (newest first), so a page stops after its rows, and
    // covering its filters (not the approver's own, led projects), so the count is an
    // index-only scan. Pending entries are a few percent of the table.
    index('timesheet_entries_pending_idx')
      .on(t.manualDate, t.id, t.userId, t.projectId)
      .where(sql`${t.approvalState} = 0`),
  ],
);
