/**
 * The timer (issue 32): GET ts-timer (the caller's running timer or null), POST ts-timer (start
 * on a project and activity; 409 while one runs, 422 when an entry could not be logged on it),
 * POST ts-timer/stop (the time run becomes that day's hours through the entry's rules; answers
 * the entry) and DELETE ts-timer (discard). Each user has their own timer and sees only it;
 * time loggers only (canLogTime). The rules are in src/timesheet/timer.ts.
 */
import {
  MessageSchema,
  RunningTimerResponseSchema,
  StartedTimerResponseSchema,
  TimerStartSchema,
  TimesheetEntryResponseSchema,
  ErrorSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { publishEntryChange, requireTimeLogger } from '../../timesheet/entry-access';
import { discardTimer, runningTimer, startTimer, stopTimer } from '../../timesheet/timer';

const tags = ['Timesheet'];

export function tsTimerRoutes(app: ApiApp, ctx: AppContext): void {
  app.get('/ts-timer', { schema: { tags, response: { 200: RunningTimerResponseSchema, ...errorAnswers } } }, async (request) => {
    const user = currentUser(request);
    requireTimeLogger(user);
    return { data: await runningTimer(ctx, user.id) };
  });

  app.post(
    '/ts-timer',
    { schema: { tags, body: TimerStartSchema, response: { 201: StartedTimerResponseSchema, 409: ErrorSchema, ...errorAnswers } } },
    async (request, reply) => {
      const user = currentUser(request);
      requireTimeLogger(user);
      return reply.code(201).send({ data: await startTimer(ctx, user, request.body) });
    },
  );

  app.post('/ts-timer/stop', { schema: { tags, response: { 200: TimesheetEntryResponseSchema, ...errorAnswers } } }, async (request) => {
    const user = currentUser(request);
    requireTimeLogger(user);
    const { entry, teamleadIds } = await stopTimer(ctx, user);
    await publishEntryChange(ctx, entry, teamleadIds);
    return { data: entry };
  });

  app.delete('/ts-timer', { schema: { tags, response: { 200: MessageSchema, ...errorAnswers } } }, async (request) => {
    const user = currentUser(request);
    requireTimeLogger(user);
    await discardTimer(ctx, user.id);
    return { message: 'The timer has been discarded.' };
  });
}
