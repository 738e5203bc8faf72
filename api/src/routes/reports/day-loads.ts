/**
 * What the occupancy reports share: the calendar of a period (generate_series), each day's
 * logged hours and the capacity of the developers counted: 8 hours each on a working day
 * (Monday to Friday), none at the weekend. Everything is summed by the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DayLoad } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../db/client';
import type { ReportPeriod } from './report-request';

export const CAPACITY_PER_DAY = 8;
const DEVELOPER_ROLE = 4;

/** The active developers (`id`, `name`), optionally narrowed by a condition on `u`. */
export const activeDevelopers = (condition: SQL = sql`true`) =>
  sql`select u.id, u.name from users u where u.role = ${DEVELOPER_ROLE} and not u.disabled and ${condition}`;

/**
 * Per day of the period: the hours of `entries` (a query of `manual_date`, `hours`) and the
 * capacity of `developers` (a query of `id`); and the period's total capacity and hours.
 */
export async function dayLoads(
  ctx: AppContext,
  period: ReportPeriod,
  developers: SQL,
  entries: SQL,
): Promise<{ days: DayLoad[]; capacity: number; totalHours: string }> {
  const rows = await queryRows<DayLoad & { total_capacity: number; total_hours: string }>(
    ctx.db,
    sql`with logged as (select manual_date, sum(hours) as hours from (${entries}) e group by manual_date),
        counted as (select count(*)::int as developers from (${developers}) d)
      select day::date::text as day, coalesce(logged.hours, 0)::numeric(12, 2)::text as hours,
        capacity, (sum(capacity) over ())::int as total_capacity,
        (coalesce(sum(logged.hours) over (), 0))::numeric(12, 2)::text as total_hours
      from generate_series(${period.startDate}::date, ${period.endDate}::date, interval '1 day') day
      cross join counted
      cross join lateral (select case when extract(isodow from day) < 6 then counted.developers * ${CAPACITY_PER_DAY} else 0 end as capacity) c
      left join logged on logged.manual_date = day::date
      order by day`,
  );
  const days = rows.map(({ day, hours, capacity }) => ({ day, hours, capacity }));
  return { days, capacity: rows[0]?.total_capacity ?? 0, totalHours: rows[0]?.total_hours ?? '0.00' };
}
