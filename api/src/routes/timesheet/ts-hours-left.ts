/**
 * GET /api/ts-hours-left/:date (issue 29): the caller's own hours on one day, summed in SQL, and
 * what the day still takes before it reaches 24 hours. The entry form shows it under Hours; the
 * save itself checks the same sum again under a lock (src/timesheet/entry-rules.ts). A day that
 * is not a real one (YYYY-MM-DD, 2000-2100) answers 422 on `date`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DAY_HOURS_MAX } from '@portal/shared/contract';
import { DayHoursParamsSchema, DayHoursResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { timesheetEntries } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { isPortalDate } from '../../http/schema-validation';
import { requireTimesheetArea } from '../../timesheet/entry-access';

export function tsHoursLeftRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ts-hours-left/:date',
    { schema: { tags: ['Timesheet'], params: DayHoursParamsSchema, response: { 200: DayHoursResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireTimesheetArea(user);
      const day = request.params.date;
      if (!isPortalDate(day)) throw fieldError('date', 'The date field must be a date in the form YYYY-MM-DD.');
      const [row] = await ctx.db
        .select({ total: sql`coalesce(sum(${timesheetEntries.hours}), 0)`.mapWith(Number) })
        .from(timesheetEntries)
        .where(and(eq(timesheetEntries.userId, user.id), eq(timesheetEntries.manualDate, day)));
      return { data: { manual_date: day, total_hours: row.total, hours_left: Math.max(0, DAY_HOURS_MAX - row.total) } };
    },
  );
}
