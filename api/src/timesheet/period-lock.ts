/**
 * The timesheet's period lock (beyond the documents; docs/spec-deviations.md): entries dated on
 * or before `timesheet_settings.locked_until` cannot be created, changed, deleted or decided.
 * Every path that writes an entry calls one of the refuse* checks; pass the transaction when
 * there is one, so the check reads the lock with a share lock and a concurrent change of the
 * lock waits for it (and the other way round).
 */
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { timesheetLockedMessage, type IsoDate, type TimesheetLock } from '@portal/shared/contract';
import type { Db } from '../db/client';
import { timesheetEntries, timesheetSettings, users } from '../db/schema';
import { fieldError } from '../http/errors';
import type { AuthUser } from '../users/auth-user';

/** The field a refusal names when the caller's payload carries no date (decisions). */
export const LOCK_FIELD = 'manual_date';

/** The locked day, or null. `forShare` when called inside a transaction that then writes entries. */
export async function lockedUntil(db: Db, forShare = false): Promise<IsoDate | null> {
  const read = db.select({ lockedUntil: timesheetSettings.lockedUntil }).from(timesheetSettings).where(eq(timesheetSettings.id, 1));
  const [row] = await (forShare ? read.for('share') : read);
  return row?.lockedUntil ?? null;
}

/** 422 on `field` when `day` is in the locked period. */
export async function refuseLockedDay(db: Db, day: IsoDate, field = LOCK_FIELD, forShare = false): Promise<void> {
  const until = await lockedUntil(db, forShare);
  if (until && day <= until) throw fieldError(field, timesheetLockedMessage(until));
}

/** 422 on `field` when any of the entries is dated in the locked period (approval decisions). */
export async function refuseLockedEntries(db: Db, ids: number[], field = LOCK_FIELD, forShare = false): Promise<void> {
  if (ids.length === 0) return;
  const until = await lockedUntil(db, forShare);
  if (!until) return;
  const [row] = await db
    .select({ locked: count() })
    .from(timesheetEntries)
    .where(and(inArray(timesheetEntries.id, ids), lte(timesheetEntries.manualDate, until)));
  if (row.locked > 0) throw fieldError(field, timesheetLockedMessage(until));
}

/** The lock as the configuration page shows it. */
export async function readTimesheetLock(db: Db): Promise<TimesheetLock> {
  const [row] = await db
    .select({
      locked_until: timesheetSettings.lockedUntil,
      updated_by_name: users.name,
      // The database's own text of the moment, as the configuration page has always shown it.
      updated_at: sql<string>`${timesheetSettings.updatedAt}::text`,
    })
    .from(timesheetSettings)
    .leftJoin(users, eq(users.id, timesheetSettings.updatedBy))
    .where(eq(timesheetSettings.id, 1));
  return row ?? { locked_until: null, updated_by_name: null, updated_at: null };
}

/** What a change of the lock did: the audit trail records `before -> after`. */
export type TimesheetLockChange = { before: IsoDate | null; after: IsoDate | null };

/**
 * Sets the lock; call it inside a transaction (`tx`), which is where an audit record of the
 * change belongs too. The row lock serialises concurrent changes and waits for saves that
 * checked the old lock with a share lock.
 */
export async function changeTimesheetLock(tx: Db, user: AuthUser, until: IsoDate | null): Promise<TimesheetLockChange> {
  const [before] = await tx
    .select({ lockedUntil: timesheetSettings.lockedUntil })
    .from(timesheetSettings)
    .where(eq(timesheetSettings.id, 1))
    .for('update');
  const change = { lockedUntil: until, updatedBy: user.id, updatedAt: sql`now()` };
  await tx
    .insert(timesheetSettings)
    .values({ id: 1, ...change })
    .onConflictDoUpdate({ target: timesheetSettings.id, set: change });
  return { before: before?.lockedUntil ?? null, after: until };
}
