/**
 * Reading and rebuilding the timesheet summary (src/db/schema/timesheet-sums.ts), which the
 * trigger of migration 0013 keeps in step with the entries. A report reads a period's whole
 * months from timesheet_month_sums and only its partial edge months from the entries (through
 * their covering report index), and its days from the per-day tables, so a year costs about
 * what two months of entries cost.
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

/**
 * The period's entries summed per developer, project, activity and overtime flag: a query of
 * `user_id, project_id, activity_type_id, overtime, hours, entries`, the edges read from the
 * entries' covering report index alone. Sum `hours` and `entries` over it as over the entries
 * themselves; a grain may appear once per month and once per edge. A sum per developer, project
 * or activity alone reads the day tables instead (sumsPer): far fewer rows.
 */
export function periodSums(period: Period): SQL {
  const dims = sql`user_id, project_id, activity_type_id, overtime, hours`;
  const entriesBetween = (first: string, last: string) =>
    sql`select ${dims}, 1 as entries from timesheet_entries where manual_date between ${first}::date and ${last}::date`;
  const months = wholeMonthsOf(period);
  if (months === null) return entriesBetween(period.startDate, period.endDate);
  const parts = [
    sql`select ${dims}, entries from timesheet_month_sums where month >= ${months.from}::date and month < ${months.until}::date`,
    ...(period.startDate < months.from ? [entriesBetween(period.startDate, addDays(months.from, -1))] : []),
    ...(months.until <= period.endDate ? [entriesBetween(months.until, period.endDate)] : []),
  ];
  return sql.join(parts, sql` union all `);
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
 * A period's hours per day as a query of `manual_date, hours`: of every entry, of the
 * developers of `users` (a query of `id`), of the projects of `projects`, or of one activity.
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
  return sql`select day as manual_date, hours from timesheet_user_days where ${between(sql`day`)} and user_id in (${scope.users})`;
}

/** Empties the summary and sums every entry again, in one transaction that holds writers off meanwhile. */
export async function rebuildTimesheetSums(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select timesheet_sums_rebuild()`);
  });
}
