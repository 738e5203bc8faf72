/**
 * GET /api/reports-missing-timesheet?startDate&endDate (document 3, sections 2, 3 and 7): per
 * active developer, the working days (Monday to Friday) of the period that are over (up to
 * yesterday in the server's time zone: today counts once it has ended) on which they logged less
 * than the daily capacity of 8 hours. A day the developer marked as holiday (working place 3) or
 * was granted a wildcard for is not missing (excused-day.ts, docs/spec-deviations.md).
 * The calendar is generate_series, the hours a developer's day's sum kept by the timesheet summary
 * (timesheet_user_days): nothing is counted in JavaScript.
 */
import { sql } from 'drizzle-orm';
import {
  MissingTimesheetRowSchema,
  ReportsMissingTimesheetQuerySchema,
  ReportsMissingTimesheetResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { addDays, today } from '../../lib/dates';
import { notExcused } from './excused-day';
import { onlyReportReaders, reportPeriodRequest } from './report-request';

export const DAILY_CAPACITY_HOURS = 8;
const DEVELOPER_ROLE = 4;

export function reportsMissingTimesheetRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Reports'],
    querystring: ReportsMissingTimesheetQuerySchema,
    response: { 200: ReportsMissingTimesheetResponseSchema, ...errorAnswers },
  };
  app.get('/reports-missing-timesheet', { preValidation: onlyReportReaders, schema }, async (request) => {
    const { period } = reportPeriodRequest(request, request.query);
    // Hours may still be logged today: only a day that is over can be missing.
    const yesterday = addDays(today(ctx.now()), -1);
    const lastDay = period.endDate < yesterday ? period.endDate : yesterday;
    const data = await selectRows(
      ctx.db,
      MissingTimesheetRowSchema,
      sql`with working_days as (
          select day::date as day from generate_series(${period.startDate}::date, ${lastDay}::date, interval '1 day') day
          where extract(isodow from day) < 6
        ),
        logged as (
          select user_id, day as manual_date, hours from timesheet_user_days
          where day between ${period.startDate}::date and ${lastDay}::date
        ),
        missing as (
          select u.id as user_id, u.name as user_name, d.day
          from users u
          cross join working_days d
          left join logged l on l.user_id = u.id and l.manual_date = d.day
          where u.role = ${DEVELOPER_ROLE} and not u.disabled and coalesce(l.hours, 0) < ${DAILY_CAPACITY_HOURS}
            and ${notExcused(sql`u.id`, sql`d.day`)}
        )
        select user_id, user_name, count(*)::int as count_days, array_agg(day::text order by day) as missing_days
        from missing
        group by user_id, user_name
        order by count(*) desc, user_name`,
    );
    return { data, total_missing_days: data.reduce((sum, row) => sum + row.count_days, 0) };
  });
}
