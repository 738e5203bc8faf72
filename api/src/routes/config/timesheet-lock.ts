/**
 * The timesheet's period lock (beyond the documents; docs/spec-deviations.md):
 * GET timesheet-lock answers the locked day to every signed-in user (the week and the approval
 * page grey out what it locks); PUT timesheet-lock {locked_until} sets it (a date not after
 * today, or null to unlock), full project managers only (403 otherwise). The write runs in one
 * transaction with its audit record (src/timesheet/period-lock.ts, changeTimesheetLock).
 */
import { TIMESHEET_LOCK_SAVED_MESSAGE } from '@portal/shared/contract';
import { TimesheetLockPayloadSchema, TimesheetLockResponseSchema, TimesheetLockSaveResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { recordChange } from '../../audit/record-change';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { fieldError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { today } from '../../lib/dates';
import { changeTimesheetLock, readTimesheetLock } from '../../timesheet/period-lock';
import { requireConfigManager } from './config-http';

export const LOCK_IN_FUTURE_MESSAGE = 'The timesheet cannot be locked beyond today.';

const tags = ['Timesheet lock'];

export function timesheetLockRoutes(app: ApiApp, ctx: AppContext): void {
  app.get('/timesheet-lock', { schema: { tags, response: { 200: TimesheetLockResponseSchema, ...errorAnswers } } }, async (request) => {
    currentUser(request);
    return { data: await readTimesheetLock(ctx.db) };
  });

  app.put(
    '/timesheet-lock',
    { schema: { tags, body: TimesheetLockPayloadSchema, response: { 200: TimesheetLockSaveResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireConfigManager(user);
      // Nothing, null or '' unlocks.
      const until = request.body.locked_until || null;
      if (until && until > today(ctx.now())) throw fieldError('locked_until', LOCK_IN_FUTURE_MESSAGE);
      await ctx.db.transaction(async (tx) => {
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
      return { data: await readTimesheetLock(ctx.db), message: TIMESHEET_LOCK_SAVED_MESSAGE };
    },
  );
}
