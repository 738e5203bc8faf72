/**
 * Which developer-days a report expects hours for: not a day the developer marked as holiday
 * (working place 3) nor one they were granted a wildcard for (docs/spec-deviations.md). The
 * missing-timesheet report does not count an excused day as missing and the occupancy reports
 * leave it out of the capacity, so the two agree on the days a developer owes 8 hours. Two
 * `not exists` (anti-joins) on the (user, date) unique indexes.
 */
import { sql, type SQL } from 'drizzle-orm';

const HOLIDAY = 3;

/** True unless `userId` (a column) is on holiday or has a wildcard on `day` (a date column). */
export const notExcused = (userId: SQL, day: SQL) =>
  sql`not exists (select 1 from wildcards w where w.user_id = ${userId} and w.wildcard_date = ${day})
    and not exists (select 1 from working_places wp where wp.user_id = ${userId} and wp.manual_date = ${day} and wp.working_place = ${HOLIDAY})`;
