/**
 * The timesheet's period lock (beyond the documents; docs/spec-deviations.md):
 * GET timesheet-lock answers the locked day to every signed-in user (the week and the approval
 * page grey out what it locks); PUT timesheet-lock {locked_until} sets it (a date not after
 * today, or null to unlock), full project managers only (403 otherwise). The write runs in one
 * transaction with its audit record (src/timesheet/period-lock.ts, changeTimesheetLock).
 */
import type { FastifyInstance } from 'fastify';
import { TIMESHEET_LOCK_SAVED_MESSAGE, type TimesheetLockResponse, type TimesheetLockSaveResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { recordChange } from '../../audit/record-change';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { fieldError } from '../../http/errors';
import { isPresent, validate } from '../../http/validation';
import { today } from '../../lib/dates';
import { changeTimesheetLock, readTimesheetLock } from '../../timesheet/period-lock';
import { isoDate } from '../projects/date-rule';
import { requireConfigManager } from './config-http';

export const LOCK_IN_FUTURE_MESSAGE = 'The timesheet cannot be locked beyond today.';

export function timesheetLockRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/timesheet-lock', async (request) => {
    currentUser(request);
    return { data: await readTimesheetLock(ctx.db) } satisfies TimesheetLockResponse;
  });

  app.put('/timesheet-lock', async (request) => {
    const user = currentUser(request);
    requireConfigManager(user);
    const input = validate(request.body, { locked_until: [isoDate()] });
    const until = isPresent(input.locked_until) ? String(input.locked_until) : null;
    if (until && until > today(ctx.now())) throw fieldError('locked_until', LOCK_IN_FUTURE_MESSAGE);
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const change = await changeTimesheetLock(tx, user, until);
      if (change.before !== change.after) {
        await recordChange(tx, {
          projectId: null,
          userId: user.id,
          recordType: 'period-lock',
          recordId: 1,
          recordLabel: 'Timesheet',
          action: 'locked',
          changes: { locked_until: { from: change.before, to: change.after } },
        });
      }
    });
    return { data: await readTimesheetLock(ctx.db), message: TIMESHEET_LOCK_SAVED_MESSAGE } satisfies TimesheetLockSaveResponse;
  });
}
