/**
 * Working places as every working-places call answers them, with the user's name and whether
 * the caller may change the entry (their own, they keep working places: role 1, and not before
 * today). A query-builder select: callers add the condition, the order and the paging.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { isDeveloper } from '@portal/shared/access';
import type { WorkingPlace } from '@portal/shared/contract';
import type { Db } from '../db/client';
import { users, workingPlaces } from '../db/schema';
import type { AuthUser } from '../users/auth-user';

/** The places in the list's order (by day, then the user's name). */
export function selectPlaces(db: Db, user: AuthUser, today: string) {
  const editable = isDeveloper(user.access)
    ? sql<boolean>`(${workingPlaces.userId} = ${user.id} and ${workingPlaces.manualDate} >= ${today}::date)`
    : sql<boolean>`false`;
  return db
    .select({
      id: workingPlaces.id,
      working_place: workingPlaces.workingPlace,
      manual_date: workingPlaces.manualDate,
      user_id: workingPlaces.userId,
      user: users.name,
      editable,
    })
    .from(workingPlaces)
    .innerJoin(users, eq(users.id, workingPlaces.userId));
}

/** A place's row as selectPlaces reads it. */
type PlaceRow = Awaited<ReturnType<typeof selectPlaces>>[number];

/** The list's order. */
export const placesOrder = [asc(workingPlaces.manualDate), asc(users.name), asc(workingPlaces.id)];

export function toPlace(row: PlaceRow): WorkingPlace {
  const place = row.working_place;
  if (place !== 1 && place !== 2 && place !== 3) throw new Error(`Unknown working place ${place}`);
  return { ...row, working_place: place };
}
