/**
 * Working places as every working-places call answers them, with the user's name and whether
 * the caller may change the entry (their own, they keep working places: role 1, and not before
 * today).
 */
import { sql, type SQL } from 'drizzle-orm';
import { isDeveloper } from '@portal/shared/access';
import type { WorkingPlace, WorkingPlaceValue } from '@portal/shared/contract';
import type { AuthUser } from '../users/auth-user';

export function placesQuery(user: AuthUser, today: string, where: SQL, tail: SQL = sql``): SQL {
  const editable = isDeveloper(user.access) ? sql`(wp.user_id = ${user.id} and wp.manual_date >= ${today}::date)` : sql`false`;
  return sql`select wp.id, wp.working_place, wp.manual_date::text as manual_date, wp.user_id, u.name as user_name, ${editable} as editable
    from working_places wp join users u on u.id = wp.user_id
    where ${where}
    order by wp.manual_date, u.name, wp.id ${tail}`;
}

export function toPlace(row: Record<string, unknown>): WorkingPlace {
  return {
    id: Number(row.id),
    working_place: Number(row.working_place) as WorkingPlaceValue,
    manual_date: String(row.manual_date),
    user_id: Number(row.user_id),
    user: String(row.user_name),
    editable: Boolean(row.editable),
  };
}
