/**
 * GET /api/reports-missing-timesheet?startDate&endDate (document 3, sections 2, 3 and 7): per
 * active developer, the working days (Monday to Friday) of the period that are over (up to
 * yesterday in the server's time zone: today counts once it has ended) on which they logged less
 * than the daily capacity of 8 hours. A day the developer marked as holiday (working place 3) or
 * was granted a wildcard for is not missing (excused-day.ts, docs/spec-deviations.md).
 * The calendar is generate_series, the hours a developer's day's sum kept by the timesheet summary
 * (timesheet_user_days): nothing is counted in JavaScript. A day is missing when it has no hours
 * at all, or fewer than the capacity: the first kind is looked for only among the developers
 * with fewer days with entries than the period has working days (counted per month by the
 * summary), the second read from the short days' index: a year reads a row per developer and
 * month and the short days, not every developer-day.
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
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
import { loggedWorkingDays } from '../../timesheet/timesheet-sums';
import { notExcused } from './excused-day';
import { onlyReportReaders, reportPeriodRequest } from './report-request';

export const DAILY_CAPACITY_HOURS = 8;
const DEVELOPER_ROLE = 4;

/**
 * A developer's missing days as one text, 'YYYY-MM-DD,…': a year holds tens of thousands of
 * them, which the driver would parse and the row check validate one by one as an array (some
 * 20 ms of a year's call at 10M entries); the database writes each from a date, so they need no check.
 */
const MissingDaysRow = Type.Object({ ...MissingTimesheetRowSchema.properties, missing_days: Type.String() });

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
    const rows = await selectRows(
      ctx.db,
      MissingDaysRow,
      sql`with working_days as (
          select day::date as day from generate_series(${period.startDate}::date, ${lastDay}::date, interval '1 day') day
          where extract(isodow from day) < 6
        ),
        developers as (select id from users where role = ${DEVELOPER_ROLE} and not disabled),
        logged as (${loggedWorkingDays({ startDate: period.startDate, endDate: lastDay })}),
        -- The developers with a working day of no hours at all: a few, whose days are checked one by one.
        gaps as materialized (
          select d.id from developers d left join logged l on l.user_id = d.id
          where coalesce(l.days, 0) < (select count(*) from working_days)
        ),
        unlogged as (
          select g.id as user_id, w.day from gaps g
          cross join lateral (
            select day from working_days w
            where not exists (select 1 from timesheet_user_days t where t.user_id = g.id and t.day = w.day)
            -- Kept a subquery per developer (not flattened): a look-up of their days in the key.
            offset 0
          ) w
        ),
        -- The days with hours, but fewer than the capacity: the short days' index (a constant, so the
        -- planner can match the index's condition).
        short as (
          select user_id, day from timesheet_user_days
          where day between ${period.startDate}::date and ${lastDay}::date and extract(isodow from day) < 6
            and hours < ${sql.raw(String(DAILY_CAPACITY_HOURS))} and user_id in (select id from developers)
        ),
        missing as (
          select m.user_id, count(*)::int as count_days, string_agg(m.day::text, ',' order by m.day) as missing_days
          from (select user_id, day from unlogged union all select user_id, day from short) m
          where ${notExcused(sql`m.user_id`, sql`m.day`)}
          group by m.user_id
        )
        select m.user_id, u.name as user_name, m.count_days, m.missing_days
        from missing m join users u on u.id = m.user_id
        order by m.count_days desc, u.name`,
    );
    const data = rows.map((row) => ({ ...row, missing_days: row.missing_days.split(',') }));
    return { data, total_missing_days: data.reduce((sum, row) => sum + row.count_days, 0) };
  });
}
