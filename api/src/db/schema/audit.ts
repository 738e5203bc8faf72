/**
 * The audit trail (issue 29): one row per change of a money or time record, written by the
 * route in the same transaction as the change (src/audit/record-change.ts), so a change and its
 * record are stored together or not at all. `project_id` carries the record's project, so a
 * project's history is one index range, newest first. Rows are never updated or removed: no
 * foreign key on the project or the record, whose removal the trail outlives.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A changed field's value before and after, as the API answers it ("150.00", "2026-11-12", a name). */
export type AuditValue = string | number | boolean | null | string[];
export type AuditChanges = Record<string, { from: AuditValue; to: AuditValue }>;

export const AUDIT_ACTIONS = [
  'created',
  'changed',
  'deleted',
  'moved',
  'issued',
  'reversed',
  'reset',
  'approved',
  'rejected',
  'file-removed',
  'locked',
] as const;

/** The records the home's feed speaks of (src/routes/dashboard/home-feed.ts). */
export const FEED_RECORD_TYPES = ['project', 'purchase-order', 'invoice', 'cost-estimate', 'external-expense'] as const;

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for a change that belongs to no project (the period lock). */
    projectId: integer('project_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** purchase-order, invoice, cost-estimate, external-expense, timesheet-entry, period-lock, ... */
    recordType: varchar('record_type', { length: 40 }).notNull(),
    recordId: integer('record_id').notNull(),
    /** What the sentence calls the record at the time of the change: "PO-4047", "IDGB 0042". */
    recordLabel: varchar('record_label', { length: 255 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    /** What else the sentence names: an entry's hours, day and developer; an invoice's order. */
    details: jsonb('details').$type<Record<string, AuditValue>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_project_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_record_idx').on(t.recordType, t.recordId),
    // The home's feed (issue 32): the newest changes across projects, without the timesheet
    // entries' rows, which are most of the table.
    index('audit_log_feed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql.raw(`record_type in (${FEED_RECORD_TYPES.map((type) => `'${type}'`).join(', ')})`)),
    check('audit_log_action_check', sql.raw(`action in (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(', ')})`)),
  ],
);
