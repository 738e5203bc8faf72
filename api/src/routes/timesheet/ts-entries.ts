/**
 * One timesheet entry (documents 2 and 3): GET ts/:id, POST ts, PUT ts/:id, DELETE ts/:id.
 * The payload's types, bounds and lengths are its schema's (@portal/shared/schemas, 422 with
 * field messages); every other rule of the entry form, the period lock and the developer's day
 * total (at most 24 h) are checked again inside the save's transaction, in two statements
 * (checkSave, src/timesheet/entry-rules.ts). Developers save and remove their own entries
 * (src/timesheet/entry-access.ts). A create's or an edit's answer is built from the row it wrote
 * and what its checks read (savedEntry), without reading the entry again.
 * Entries in the locked period (src/timesheet/period-lock.ts) cannot be created, changed or deleted.
 * unit_cost is the activity's rate at the moment of saving (0 when the rate is not a number).
 * Each change is published to the full PMs, the developer and the project's team leads
 * (publishEntryChange). An edit or delete changes the entry only
 * in the approval state it checked, so a decision made meanwhile is never overwritten (422).
 */
import { sql } from 'drizzle-orm';
import { IdParams, MessageSchema, TimesheetEntryPayloadSchema, TimesheetEntryResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { timesheetEntries } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { recordEntryDeleted } from '../../timesheet/entry-audit';
import {
  changeableEntry,
  publishEntryChange,
  readableEntry,
  refuseChangedEntry,
  requireTimeLogger,
  requireTimesheetArea,
  savedEntry,
} from '../../timesheet/entry-access';
import { checkSave } from '../../timesheet/entry-rules';
import { inState, savedEntryColumns, storedValues } from '../../timesheet/entry-values';
import { LOCK_FIELD, refuseLockedDay } from '../../timesheet/period-lock';

const tags = ['Timesheet'];

export function tsEntriesRoutes(app: ApiApp, ctx: AppContext): void {
  const entryAnswer = { 200: TimesheetEntryResponseSchema, ...errorAnswers };

  app.get('/ts/:id', { schema: { tags, params: IdParams, response: entryAnswer } }, async (request) => {
    const user = currentUser(request);
    requireTimesheetArea(user);
    return { data: await readableEntry(ctx, user, request.params.id) };
  });

  app.post(
    '/ts',
    {
      config: { idempotent: true },
      schema: { tags, body: TimesheetEntryPayloadSchema, response: { 201: TimesheetEntryResponseSchema, ...errorAnswers } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      requireTimeLogger(user);
      const { entry, teamleadIds } = await ctx.db.transaction(async (tx) => {
        const { values, project } = await checkSave(tx, ctx.now(), user, request.body);
        const [row] = await tx
          .insert(timesheetEntries)
          .values({ ...storedValues(values), userId: user.id, manualDate: values.manual_date })
          .returning(savedEntryColumns);
        return savedEntry(user, row, project);
      });
      await publishEntryChange(ctx, entry, teamleadIds);
      return reply.code(201).send({ data: entry });
    },
  );

  app.put('/ts/:id', { schema: { tags, params: IdParams, body: TimesheetEntryPayloadSchema, response: entryAnswer } }, async (request) => {
    const user = currentUser(request);
    requireTimeLogger(user);
    const { id } = request.params;
    const { entry: saved, teamleadIds: savedLeads } = await changeableEntry(ctx, user, id);
    const updated = await ctx.db.transaction(async (tx) => {
      const { values, project } = await checkSave(tx, ctx.now(), user, request.body, saved);
      // An edited entry is submitted again: a rejection and its feedback no longer apply.
      const [row] = await tx
        .update(timesheetEntries)
        .set({
          ...storedValues(values),
          approvalState: 0,
          approveFeedback: null,
          approvedBy: null,
          approvedAt: null,
          updatedAt: sql`now()`,
        })
        .where(inState(id, saved.approval_state))
        .returning(savedEntryColumns);
      return row ? savedEntry(user, row, project) : null;
    });
    if (!updated) return refuseChangedEntry(ctx, id);
    const { entry, teamleadIds } = updated;
    await publishEntryChange(ctx, saved, savedLeads);
    if (saved.project_id !== entry.project_id) await publishEntryChange(ctx, entry, teamleadIds);
    return { data: entry };
  });

  app.delete('/ts/:id', { schema: { tags, params: IdParams, response: { 200: MessageSchema, ...errorAnswers } } }, async (request) => {
    const user = currentUser(request);
    requireTimeLogger(user);
    const { entry, teamleadIds } = await changeableEntry(ctx, user, request.params.id);
    const deleted = await ctx.db.transaction(async (tx) => {
      await refuseLockedDay(tx, entry.manual_date, LOCK_FIELD, true);
      const rows = await tx.delete(timesheetEntries).where(inState(entry.id, entry.approval_state)).returning({ id: timesheetEntries.id });
      if (rows.length > 0) await recordEntryDeleted(tx, user.id, entry);
      return rows.length > 0;
    });
    if (!deleted) await refuseChangedEntry(ctx, entry.id);
    await publishEntryChange(ctx, entry, teamleadIds);
    return { message: 'Timesheet entry has been deleted.' };
  });
}
