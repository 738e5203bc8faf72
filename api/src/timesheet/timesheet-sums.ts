/**
 * Reading and rebuilding the timesheet summary (src/db/schema/timesheet-sums.ts), which the
 * triggers of migrations 0013, 0019 and 0020 keep in step with the entries. A report reads a
 * period's whole months from timesheet_month_sums and its partial edge months from the entries
 * (through their covering report index) or, when cheaper, from the month's sums less the
 * entries outside the period; its sums per developer, project or activity alone and its days
 * from the day tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addDays } from '../lib/dates';

export type Period = { startDate: string; endDate: string };

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The period's whole calendar months as [from, until), or null when it holds none. */
export function wholeMonthsOf(period: Period): { from: string; until: string } | null {
  const from = period.startDate.endsWith('-01') ? period.startDate : firstOfNextMonth(period.startDate);
  const dayAfter = addDays(period.endDate, 1);
  const until = dayAfter.endsWith('-01') ? dayAfter : firstOfMonth(period.endDate);
  return from < until ? { from, until } : null;
}

const GRAIN = sql`user_id, project_id, activity_type_id, overtime`;

/**
 * The period's entries summed per developer, project, activity and overtime flag: a query of
 * `user_id, project_id, activity_type_id, overtime, hours, entries`. Group it by what a report
 * needs and keep the groups whose `entries` sum above 0: a grain may appear once per month and
 * edge, and with negative rows. Whole months are the month sums; a partial month (an edge) is
 * whichever reads fewer entries, counted from the activities' day sums: its own entries (from
 * the covering report index alone), or the month's sums with its entries outside the period
 * taken away (negative rows), which is how a month to date is read (the days after today hold
 * next to nothing). A sum per developer, project or activity alone reads the day tables
 * instead (sumsPer): far fewer rows.
 */
export function periodSums(period: Period): SQL {
  const months = wholeMonthsOf(period);
  const parts = months
    ? [
        sql`select ${GRAIN}, hours, entries from timesheet_month_sums where month >= ${months.from}::date and month < ${months.until}::date`,
        ...(period.startDate < months.from ? [edgeSums(period.startDate, addDays(months.from, -1))] : []),
        ...(months.until <= period.endDate ? [edgeSums(months.until, period.endDate)] : []),
      ]
    : firstOfMonth(period.startDate) === firstOfMonth(period.endDate)
      ? [edgeSums(period.startDate, period.endDate)]
      : [
          edgeSums(period.startDate, addDays(firstOfNextMonth(period.startDate), -1)),
          edgeSums(firstOfMonth(period.endDate), period.endDate),
        ];
  return sql.join(parts, sql` union all `);
}

/** The days `first` to `last` of one month (not all of it), read the cheaper way (periodSums). */
function edgeSums(first: string, last: string): SQL {
  const month = firstOfMonth(first);
  const monthEnd = addDays(firstOfNextMonth(first), -1);
  const inside = (column: SQL) => sql`${column} between ${first}::date and ${last}::date`;
  // Decided once per statement (a one-time filter): only one of the two ways reads anything.
  const fromMonth = sql`(select coalesce(sum(entries) filter (where not ${inside(sql`day`)}), 0) * 2
    < coalesce(sum(entries) filter (where ${inside(sql`day`)}), 0)
    from timesheet_activity_days where day between ${month}::date and ${monthEnd}::date)`;
  return sql`select ${GRAIN}, hours, 1 as entries from timesheet_entries where ${inside(sql`manual_date`)} and not ${fromMonth}
    union all
    select ${GRAIN}, hours, entries from timesheet_month_sums where month = ${month}::date and ${fromMonth}
    union all
    select ${GRAIN}, -hours, -1 from timesheet_entries
      where manual_date between ${month}::date and ${monthEnd}::date and not ${inside(sql`manual_date`)} and ${fromMonth}`;
}

const DAY_TABLES = { user_id: 'timesheet_user_days', project_id: 'timesheet_project_days', activity_type_id: 'timesheet_activity_days' };

/**
 * The period's hours and entries per developer, project or activity (`member`), of every entry,
 * read from that member's day table: a query of `<member>, hours, entries`, and `cost` (hours x
 * the saved rate) per project. `of` (a query of ids) narrows it to some of them.
 */
export function sumsPer(period: Period, member: keyof typeof DAY_TABLES, of: SQL | 'all' = 'all'): SQL {
  const column = sql.raw(member);
  const cost = member === 'project_id' ? sql`, sum(cost) as cost` : sql``;
  return sql`select ${column}, sum(hours) as hours, sum(entries) as entries${cost} from ${sql.raw(DAY_TABLES[member])}
    where day between ${period.startDate}::date and ${period.endDate}::date ${of === 'all' ? sql`` : sql`and ${column} in (${of})`}
    group by ${column}`;
}

/**
 * A period's hours per day as a query of `manual_date, hours` (a day may come in several rows,
 * negative ones too: sum them): of every entry, of the developers of `users` (a query of `id`),
 * of the projects of `projects`, or of one activity.
 */
export function dailyHours(period: Period, scope: { users: SQL } | { projects: SQL } | { activityTypeId: number } | 'all'): SQL {
  const between = (column: SQL) => sql`${column} between ${period.startDate}::date and ${period.endDate}::date`;
  if (scope !== 'all' && 'projects' in scope) {
    return sql`select day as manual_date, hours from timesheet_project_days
      where ${between(sql`day`)} and project_id in (${scope.projects})`;
  }
  // Every entry's day is in the smallest day table, the activities' (a few rows a day).
  if (scope === 'all' || 'activityTypeId' in scope) {
    const activity = scope === 'all' ? sql`` : sql`and activity_type_id = ${scope.activityTypeId}`;
    return sql`select day as manual_date, hours from timesheet_activity_days where ${between(sql`day`)} ${activity}`;
  }
  // The developers' own days, or, when they are most of the users (every active developer), every
  // day less the others' days: a few rows a day and a few users' days instead of all of theirs.
  // Decided once per statement (one-time filters), so only one way reads anything.
  const most = sql`((select count(*) from (${scope.users}) counted) * 2 > (select count(*) from users))`;
  const others = sql`array(select id from users where id not in (${scope.users}))`;
  return sql`select day as manual_date, hours from timesheet_user_days where ${between(sql`day`)} and user_id in (${scope.users}) and not ${most}
    union all
    select day, hours from timesheet_activity_days where ${between(sql`day`)} and ${most}
    union all
    select day, -hours from timesheet_user_days where ${between(sql`day`)} and user_id = any(${others}) and ${most}`;
}

/** Empties the summary and sums every entry again, in one transaction that holds writers off meanwhile. */
export async function rebuildTimesheetSums(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select timesheet_sums_rebuild()`);
  });
}
