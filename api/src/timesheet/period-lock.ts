/**
 * The timesheet's period lock (beyond the documents; docs/spec-deviations.md): entries dated on
 * or before `timesheet_settings.locked_until` cannot be created, changed, deleted or decided.
 * Every path that writes an entry calls one of the refuse* checks; pass the transaction when
 * there is one, so the check reads the lock with a share lock and a concurrent change of the
 * lock waits for it (and the other way round).
 */
import { sql } from 'drizzle-orm';
import { timesheetLockedMessage, type IsoDate, type TimesheetLock } from '@portal/shared/contract';
import { queryRows, type Db } from '../db/client';
import { fieldError } from '../http/errors';
import type { AuthUser } from '../users/auth-user';

/** The field a refusal names when the caller's payload carries no date (decisions). */
export const LOCK_FIELD = 'manual_date';

/** The locked day, or null. `forShare` when called inside a transaction that then writes entries. */
export async function lockedUntil(db: Db, forShare = false): Promise<IsoDate | null> {
  const [row] = await queryRows<{ locked_until: string | null }>(
    db,
    sql`select locked_until::text as locked_until from timesheet_settings where id = 1 ${forShare ? sql`for share` : sql``}`,
  );
  return row?.locked_until ?? null;
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
  const [row] = await queryRows<{ locked: number }>(
    db,
    sql`select count(*)::int as locked from timesheet_entries
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and manual_date <= ${until}::date`,
  );
  if (Number(row.locked) > 0) throw fieldError(field, timesheetLockedMessage(until));
}

/** The lock as the configuration page shows it. */
export async function readTimesheetLock(db: Db): Promise<TimesheetLock> {
  const [row] = await queryRows<TimesheetLock>(
    db,
    sql`select s.locked_until::text as locked_until, u.name as updated_by_name, s.updated_at::text as updated_at
        from timesheet_settings s left join users u on u.id = s.updated_by where s.id = 1`,
  );
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
  const before = await queryRows<{ locked_until: string | null }>(
    tx,
    sql`select locked_until::text as locked_until from timesheet_settings where id = 1 for update`,
  );
  await tx.execute(
    sql`insert into timesheet_settings (id, locked_until, updated_by, updated_at) values (1, ${until}::date, ${user.id}, now())
        on conflict (id) do update set locked_until = excluded.locked_until, updated_by = excluded.updated_by, updated_at = now()`,
  );
  return { before: before[0]?.locked_until ?? null, after: until };
}
