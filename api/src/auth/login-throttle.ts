/**
 * Sign-in backoff per e-mail address (issue 30). The first LOGIN_BACKOFF_FREE_FAILURES wrong
 * passwords cost nothing; after them each next attempt starts only LOGIN_BACKOFF_BASE_MS after
 * the previous one, doubling with every further failure up to LOGIN_BACKOFF_MAX_MS. A success
 * clears the count. The right password is therefore never refused for the wrong ones tried
 * before it — it is only answered later — so nobody can lock an owner out by guessing.
 *
 * Each attempt reserves its start in one statement (`last_attempt_at = greatest(last_attempt_at
 * + spacing, now)`), so parallel attempts queue one behind the other instead of all skipping
 * the wait, and every API instance sees the same queue. An attempt that would have to queue more
 * than LOGIN_BACKOFF_MAX_MS ahead is answered 429 instead of being held: a flood of parallel
 * guesses cannot push the owner's own attempt minutes away.
 *
 * The clock is the database's (clock_timestamp()), shared by all instances. Addresses without
 * an account are throttled exactly alike, so the waits reveal nothing about which exist.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { LoginBackoffConfig } from '../config';
import { selectRows, type Db } from '../db/client';
import { HttpError } from '../http/errors';

/** Rows of addresses left alone this long are removed: their failures are forgotten. */
const FORGET_AFTER = sql`interval '1 day'`;
/** Keeps power(2, n) far from overflowing whatever the count. */
const MAX_DOUBLINGS = 30;

/**
 * The earliest start of the next attempt (SQL): the latest attempt's start plus the spacing
 * its failures call for — none for the free ones, then base, 2 × base ... up to max.
 */
function earliestStartSql(backoff: LoginBackoffConfig) {
  const spacingMs = sql`(case when t.failures < ${backoff.freeFailures} then 0
    else least(${backoff.baseMs} * power(2, least(t.failures - ${backoff.freeFailures}, ${MAX_DOUBLINGS})), ${backoff.maxMs}) end)`;
  return sql`(t.last_attempt_at + ${spacingMs} * interval '1 millisecond')`;
}

/** The reserved start, in milliseconds from now (negative: it may start at once). */
const ReservedTurnRow = Type.Object({ wait_ms: Type.Number() });
/** How far ahead of now the next free turn of a refused attempt lies. */
const QueuedTurnRow = Type.Object({ ahead_ms: Type.Number() });

/**
 * Waits until this attempt's turn for the address, or throws 429 when the turn is further
 * away than the longest spacing.
 */
export async function waitForLoginTurn(db: Db, email: string, backoff: LoginBackoffConfig): Promise<void> {
  const earliest = earliestStartSql(backoff);
  const [reserved] = await selectRows(
    db,
    ReservedTurnRow,
    sql`insert into login_throttles as t (email, failures, last_attempt_at)
        values (${email}, 0, clock_timestamp())
        on conflict (email) do update
          set last_attempt_at = greatest(${earliest}, clock_timestamp())
          where ${earliest} <= clock_timestamp() + ${backoff.maxMs} * interval '1 millisecond'
        returning (extract(epoch from (t.last_attempt_at - clock_timestamp())) * 1000)::float8 as wait_ms`,
  );
  if (!reserved) {
    const [queued] = await selectRows(
      db,
      QueuedTurnRow,
      sql`select (extract(epoch from (${earliest} - clock_timestamp())) * 1000)::float8 as ahead_ms from login_throttles t where email = ${email}`,
    );
    const seconds = Math.max(1, Math.ceil(((queued?.ahead_ms ?? backoff.maxMs) - backoff.maxMs) / 1000));
    throw new HttpError(429, `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
  }
  if (reserved.wait_ms > 0) await sleep(reserved.wait_ms);
}

/** A wrong password (or an unknown address): the next attempts wait longer. */
export async function recordLoginFailure(db: Db, email: string): Promise<void> {
  await db.execute(sql`update login_throttles set failures = failures + 1 where email = ${email}`);
  await db.execute(sql`delete from login_throttles where last_attempt_at < clock_timestamp() - ${FORGET_AFTER}`);
}

/** The right password: the address starts afresh. */
export async function recordLoginSuccess(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from login_throttles where email = ${email}`);
}
