/**
 * Which developer-days a report expects hours for: not a day the developer marked as holiday
 * (working place 3) nor one they were granted a wildcard for (docs/spec-deviations.md). The
 * missing-timesheet report does not count an excused day as missing and the occupancy reports
 * leave it out of the capacity, so the two agree on the days a developer owes 8 hours.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportPeriod } from './report-request';

const HOLIDAY = 3;

/** True unless `userId` (a column) is on holiday or has a wildcard on `day` (a date column): two anti-joins on the (user, date) unique indexes. */
export const notExcused = (userId: SQL, day: SQL) =>
  sql`not exists (select 1 from wildcards w where w.user_id = ${userId} and w.wildcard_date = ${day})
    and not exists (select 1 from working_places wp where wp.user_id = ${userId} and wp.manual_date = ${day} and wp.working_place = ${HOLIDAY})`;

/**
 * The excused days of the period as a query of `user_id, day`, each developer-day once, for the
 * developers of `users` (a query of `id`): a few rows where the developer-days are tens of
 * thousands, so a capacity is counted from them rather than by checking every developer-day.
 */
export const excusedDays = (period: ReportPeriod, users: SQL) => {
  const between = (column: SQL) => sql`${column} between ${period.startDate}::date and ${period.endDate}::date`;
  return sql`select user_id, wildcard_date as day from wildcards where ${between(sql`wildcard_date`)} and user_id in (${users})
    union
    select user_id, manual_date from working_places where working_place = ${HOLIDAY} and ${between(sql`manual_date`)} and user_id in (${users})`;
};
