/**
 * GET /api/ts-hours-left/:date (issue 29): the caller's own hours on one day, summed in SQL, and
 * what the day still takes before it reaches 24 hours. The entry form shows it under Hours; the
 * save itself checks the same sum again under a lock (src/timesheet/entry-rules.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DAY_HOURS_MAX, type DayHoursResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { required, validate } from '../../http/validation';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { isoDate } from '../projects/date-rule';

export function tsHoursLeftRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { date: string } }>('/ts-hours-left/:date', async (request) => {
    const user = currentUser(request);
    requireTimesheetArea(user);
    const day = String(validate(request.params, { date: [required(), isoDate()] }).date);
    const [row] = await queryRows<{ total_hours: string }>(
      ctx.db,
      sql`select coalesce(sum(te.hours), 0) as total_hours from timesheet_entries te
          where te.user_id = ${user.id} and te.manual_date = ${day}::date`,
    );
    const total = Number(row.total_hours);
    return { data: { manual_date: day, total_hours: total, hours_left: Math.max(0, DAY_HOURS_MAX - total) } } satisfies DayHoursResponse;
  });
}
