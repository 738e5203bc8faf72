/**
 * What the occupancy reports share: the calendar of a period (generate_series), each day's
 * logged hours and the capacity of the developers counted: 8 hours each on a working day
 * (Monday to Friday) that is not their holiday or wildcard (excused-day.ts, as the
 * missing-timesheet report), none at the weekend. Everything is summed by the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { DayLoad } from '@portal/shared/contract';
import { DayLoadSchema, HoursText } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { selectRows } from '../../db/client';
import { excusedDays } from './excused-day';
import type { ReportPeriod } from './report-request';

export const CAPACITY_PER_DAY = 8;
const DEVELOPER_ROLE = 4;

/** A day's load, with the period's totals repeated on every row (window sums). */
const DayLoadRow = Type.Object({ ...DayLoadSchema.properties, total_capacity: Type.Integer(), total_hours: HoursText() });

/** The active developers (`id`, `name`), optionally narrowed by a condition on `u`. */
export const activeDevelopers = (condition: SQL = sql`true`) =>
  sql`select u.id, u.name from users u where u.role = ${DEVELOPER_ROLE} and not u.disabled and ${condition}`;

/**
 * Per day of the period: the hours of `entries` (a query of `manual_date`, `hours`: entries or
 * the summary's days, dailyHours of src/timesheet/timesheet-sums.ts) and the
 * capacity of `developers` (a query of `id`) who owe hours that day; and the period's total capacity and hours.
 */
export async function dayLoads(
  ctx: AppContext,
  period: ReportPeriod,
  developers: SQL,
  entries: SQL,
): Promise<{ days: DayLoad[]; capacity: number; totalHours: string }> {
  const rows = await selectRows(
    ctx.db,
    DayLoadRow,
    sql`with calendar as (select day::date as day from generate_series(${period.startDate}::date, ${period.endDate}::date, interval '1 day') day),
        logged as (select manual_date, sum(hours) as hours from (${entries}) e group by manual_date),
        counted as (${developers}),
        excused as (${excusedDays(period, sql`select id from counted`)}),
        present as (
          select c.day, (select count(*) from counted)::int - (select count(*) from excused e where e.day = c.day)::int as developers
          from calendar c where extract(isodow from c.day) < 6
        )
      select calendar.day::text as day, coalesce(logged.hours, 0)::numeric(12, 2)::text as hours,
        capacity, (sum(capacity) over ())::int as total_capacity,
        (coalesce(sum(logged.hours) over (), 0))::numeric(12, 2)::text as total_hours
      from calendar
      left join present on present.day = calendar.day
      cross join lateral (select coalesce(present.developers, 0) * ${CAPACITY_PER_DAY} as capacity) c
      left join logged on logged.manual_date = calendar.day
      order by calendar.day`,
  );
  const days = rows.map(({ day, hours, capacity }) => ({ day, hours, capacity }));
  return { days, capacity: rows[0]?.total_capacity ?? 0, totalHours: rows[0]?.total_hours ?? '0.00' };
}
