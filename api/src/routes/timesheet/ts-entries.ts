/**
 * One timesheet entry (documents 2 and 3): GET ts/:id, POST ts, PUT ts/:id, DELETE ts/:id.
 * Developers save and remove their own entries (src/timesheet/entry-access.ts); every rule of
 * the entry form is checked again (src/timesheet/entry-rules.ts, 422 with field messages).
 * A save checks the developer's day total (at most 24 h) and writes in one transaction.
 * Entries in the locked period (src/timesheet/period-lock.ts) cannot be created, changed or deleted.
 * unit_cost is the activity's rate at the moment of saving (0 when the rate is not a number).
 * Each change is published to the full PMs, the developer and the project's team leads
 * (publishEntryChange). An edit or delete changes the entry only
 * in the approval state it checked, so a decision made meanwhile is never overwritten (422).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TimesheetEntryResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows, type Db } from '../../db/client';
import { recordEntryDeleted } from '../../timesheet/entry-audit';
import {
  changeableEntry,
  publishEntryChange,
  readableEntry,
  refuseChangedEntry,
  requireTimeLogger,
  requireTimesheetArea,
} from '../../timesheet/entry-access';
import { checkDayHours, validateEntry, type EntryValues } from '../../timesheet/entry-rules';
import { LOCK_FIELD, refuseLockedDay } from '../../timesheet/period-lock';
import { routeId } from '../projects/project';

/** activity_types.rate is free text (document 3): a rate that is not a number costs 0. */
const unitCostOf = (activityTypeId: number) =>
  sql`(select case when a.rate ~ '^\\s*\\d+(\\.\\d+)?\\s*$' then trim(a.rate)::numeric else 0 end from activity_types a where a.id = ${activityTypeId})`;

export function tsEntriesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>('/ts/:id', async (request) => {
    const user = currentUser(request);
    requireTimesheetArea(user);
    return { data: await readableEntry(ctx, user, routeId(request.params.id)) } satisfies TimesheetEntryResponse;
  });

  app.post('/ts', { config: { idempotent: true } }, async (request, reply) => {
    const user = currentUser(request);
    requireTimeLogger(user);
    const v: EntryValues = await validateEntry(ctx, user, request.body);
    const [row] = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await refuseLockedDay(tx, v.manual_date, LOCK_FIELD, true);
      await checkDayHours(tx, user.id, v.manual_date, v.hours);
      return queryRows<{ id: number }>(
        tx,
        sql`insert into timesheet_entries
              (project_id, user_id, activity_type_id, manual_date, hours, unit_cost, extra_request, overtime, qa_issue, details, mjn)
            values (${v.project_id}, ${user.id}, ${v.activity_type_id}, ${v.manual_date}, ${v.hours}, ${unitCostOf(v.activity_type_id)},
              ${v.extra_request}, ${v.overtime}, ${v.qa_issue}, ${v.details}, ${v.mjn})
            returning id`,
      );
    });
    const entry = await readableEntry(ctx, user, Number(row.id));
    await publishEntryChange(ctx, entry);
    return reply.code(201).send({ data: entry } satisfies TimesheetEntryResponse);
  });

  app.put<{ Params: { id: string } }>('/ts/:id', async (request) => {
    const user = currentUser(request);
    requireTimeLogger(user);
    const id = routeId(request.params.id);
    const saved = await changeableEntry(ctx, user, id);
    const v = await validateEntry(ctx, user, request.body, saved.manual_date);
    const updated = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await refuseLockedDay(tx, saved.manual_date, LOCK_FIELD, true);
      await checkDayHours(tx, user.id, saved.manual_date, v.hours, id);
      // An edited entry is submitted again: a rejection and its feedback no longer apply.
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`update timesheet_entries set project_id = ${v.project_id}, activity_type_id = ${v.activity_type_id}, hours = ${v.hours},
              unit_cost = ${unitCostOf(v.activity_type_id)}, extra_request = ${v.extra_request}, overtime = ${v.overtime},
              qa_issue = ${v.qa_issue}, details = ${v.details}, mjn = ${v.mjn}, approval_state = 0, approve_feedback = null,
              approved_by = null, approved_at = null, updated_at = now()
            where id = ${id} and approval_state = ${saved.approval_state}
            returning id`,
      );
      return Boolean(row);
    });
    if (!updated) await refuseChangedEntry(ctx, id);
    const entry = await readableEntry(ctx, user, id);
    await publishEntryChange(ctx, saved);
    if (saved.project_id !== entry.project_id) await publishEntryChange(ctx, entry);
    return { data: entry } satisfies TimesheetEntryResponse;
  });

  app.delete<{ Params: { id: string } }>('/ts/:id', async (request) => {
    const user = currentUser(request);
    requireTimeLogger(user);
    const entry = await changeableEntry(ctx, user, routeId(request.params.id));
    const deleted = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await refuseLockedDay(tx, entry.manual_date, LOCK_FIELD, true);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`delete from timesheet_entries where id = ${entry.id} and approval_state = ${entry.approval_state} returning id`,
      );
      if (row) await recordEntryDeleted(tx, user.id, entry);
      return Boolean(row);
    });
    if (!deleted) await refuseChangedEntry(ctx, entry.id);
    await publishEntryChange(ctx, entry);
    return { message: 'Timesheet entry has been deleted.' };
  });
}
