/**
 * Reading and rebuilding the timesheet summary (src/db/schema/timesheet-sums.ts), which the
 * triggers of migrations 0013 and 0019 to 0021 keep in step with the entries. A report reads a
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

/** The period's whole months (wholeMonthsOf) and its days outside them: none, one or two edges. */
function monthsAndEdges(period: Period): { months: { from: string; until: string } | null; edges: Period[] } {
  const months = wholeMonthsOf(period);
  if (!months) return { months, edges: [period] };
  const edges = [
    ...(period.startDate < months.from ? [{ startDate: period.startDate, endDate: addDays(months.from, -1) }] : []),
    ...(months.until <= period.endDate ? [{ startDate: months.until, endDate: period.endDate }] : []),
  ];
  return { months, edges };
}

/** Days that hold no whole month as one run per month: they span two months at most. */
const byMonth = (days: Period): Period[] =>
  firstOfMonth(days.startDate) === firstOfMonth(days.endDate)
    ? [days]
    : [
        { startDate: days.startDate, endDate: addDays(firstOfNextMonth(days.startDate), -1) },
        { startDate: firstOfMonth(days.endDate), endDate: days.endDate },
      ];

/**
 * What a period's sums are kept per: an entry's grain (developer, project, activity, overtime
 * flag), or a developer's hours per project, from a third of the rows.
 */
const GRAINS = {
  entry: { columns: sql`user_id, project_id, activity_type_id, overtime`, months: sql`timesheet_month_sums` },
  developerProject: { columns: sql`user_id, project_id`, months: sql`timesheet_user_project_months` },
};
export type SumsGrain = keyof typeof GRAINS;

/**
 * The period's entries summed per `grain`: a query of its columns (`user_id, project_id,
 * activity_type_id, overtime`, or `user_id, project_id`), `hours` and `entries`. Group it by
 * what a report needs and keep the groups whose `entries` sum above 0: a grain may appear once
 * per month and edge, and with negative rows. Whole months are the grain's month sums; a
 * partial month (an edge) is whichever reads fewer entries, counted from the activities' day
 * sums: its own entries (from the covering report index alone), or the month's sums with its
 * entries outside the period taken away (negative rows), which is how a month to date is read
 * (the days after today hold next to nothing). A sum per developer, project or activity alone
 * reads the day tables instead (sumsPer): far fewer rows.
 */
export function periodSums(period: Period, grain: SumsGrain = 'entry'): SQL {
  const { columns, months: monthSums } = GRAINS[grain];
  const { months, edges } = monthsAndEdges(period);
  const parts = [
    ...(months
      ? [sql`select ${columns}, hours, entries from ${monthSums} where month >= ${months.from}::date and month < ${months.until}::date`]
      : []),
    ...edges.flatMap(byMonth).map((days) => edgeSums(days.startDate, days.endDate, grain)),
  ];
  return sql.join(parts, sql` union all `);
}

/** The days `first` to `last` of one month (not all of it), read the cheaper way (periodSums). */
function edgeSums(first: string, last: string, grain: SumsGrain): SQL {
  const { columns, months: monthSums } = GRAINS[grain];
  const month = firstOfMonth(first);
  const monthEnd = addDays(firstOfNextMonth(first), -1);
  const inside = (column: SQL) => sql`${column} between ${first}::date and ${last}::date`;
  // Decided once per statement (a one-time filter): only one of the two ways reads anything.
  const fromMonth = sql`(select coalesce(sum(entries) filter (where not ${inside(sql`day`)}), 0) * 2
    < coalesce(sum(entries) filter (where ${inside(sql`day`)}), 0)
    from timesheet_activity_days where day between ${month}::date and ${monthEnd}::date)`;
  return sql`select ${columns}, hours, 1 as entries from timesheet_entries where ${inside(sql`manual_date`)} and not ${fromMonth}
    union all
    select ${columns}, hours, entries from ${monthSums} where month = ${month}::date and ${fromMonth}
    union all
    select ${columns}, -hours, -1 from timesheet_entries
      where manual_date between ${month}::date and ${monthEnd}::date and not ${inside(sql`manual_date`)} and ${fromMonth}`;
}

/**
 * Each developer's working days (Monday to Friday) of the period with entries: a query of
 * `user_id, days`. Whole months are counted by the summary (timesheet_user_months), the edges
 * from the developers' days.
 */
export function loggedWorkingDays(period: Period): SQL {
  const daysBetween = (first: string, last: string) =>
    sql`select user_id, count(*) as days from timesheet_user_days
      where day between ${first}::date and ${last}::date and extract(isodow from day) < 6 group by user_id`;
  const { months, edges } = monthsAndEdges(period);
  const parts = [
    ...(months
      ? [
          sql`select user_id, working_days as days from timesheet_user_months where month >= ${months.from}::date and month < ${months.until}::date`,
        ]
      : []),
    ...edges.map((days) => daysBetween(days.startDate, days.endDate)),
  ];
  return sql`select user_id, sum(days) as days from (${sql.join(parts, sql` union all `)}) logged group by user_id`;
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
  // The developers' own days, or, when they are most of the users, every day less the others'.
  const users = scope.users;
  return sql`select day as manual_date, hours from timesheet_user_days where ${between(sql`day`)} and user_id in (${users}) and not ${mostUsers(users)}
    union all
    select day, hours from timesheet_activity_days where ${between(sql`day`)} and ${mostUsers(users)}
    union all
    select day, -hours from timesheet_user_days where ${between(sql`day`)} and user_id = any(${otherUsers(users)}) and ${mostUsers(users)}`;
}

/**
 * The period's hours and entries per activity of the developers of `users` (a query of `id`):
 * a query of `activity_type_id, hours, entries`, to be grouped keeping the activities whose
 * entries sum above 0 (periodSums). Like their days (dailyHours), read from their own sums, or,
 * when they are most of the users, as every activity's days less the other users' sums.
 */
export function activitySumsOf(period: Period, users: SQL): SQL {
  const sums = periodSums(period);
  return sql`select activity_type_id, hours, entries from (${sums}) s where user_id in (${users}) and not ${mostUsers(users)}
    union all
    select activity_type_id, hours, entries from timesheet_activity_days
      where day between ${period.startDate}::date and ${period.endDate}::date and ${mostUsers(users)}
    union all
    select activity_type_id, -hours, -entries from (${sums}) s where user_id = any(${otherUsers(users)}) and ${mostUsers(users)}`;
}

/**
 * Whether the users of `users` are most of the users: then their sums are cheaper read as
 * everybody's less the others' (a few rows a day, and a few users' sums) than as their own.
 * Decided once per statement (a one-time filter), so only one way reads anything.
 */
const mostUsers = (users: SQL) => sql`((select count(*) from (${users}) counted) * 2 > (select count(*) from users))`;
const otherUsers = (users: SQL) => sql`array(select id from users where id not in (${users}))`;

/** Empties the summary and sums every entry again, in one transaction that holds writers off meanwhile. */
export async function rebuildTimesheetSums(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select timesheet_sums_rebuild()`);
  });
}
