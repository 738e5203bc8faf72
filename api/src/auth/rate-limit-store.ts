/**
 * A @fastify/rate-limit store that counts in the database (table rate_limit_hits) instead of
 * each process's memory, so that the sign-in and recovery limits hold across every API instance
 * on one PostgreSQL: a client sending its attempts round robin to N instances still gets `max`.
 *
 * One statement counts a call and answers the count and the window's remaining time: a new
 * window starts when the previous one is over, and parallel calls on several instances queue on
 * the row, so none is lost. The clock is the database's, the one all instances share.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Type } from 'typebox';
import { selectRows, type Db } from '../db/client';

const CountedRow = Type.Object({ hits: Type.Number(), ttl_ms: Type.Number() });

/** Rows whose window ended this long ago are removed, every PRUNE_EVERY counted calls of a process. */
const PRUNE_AFTER = sql`interval '1 hour'`;
const PRUNE_EVERY = 200;

type RouteInfo = { method?: string | string[]; url?: string };

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;

  /** The counters of one route: its method and path go before the key, as the memory store keeps one map per route. */
  function storeOf(route: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow?: number) {
        const windowMs = timeWindow ?? 60_000;
        // Hashed: the key holds what the caller sent (an e-mail, before any validation), which
        // may be long or hold a NUL byte that PostgreSQL text refuses; and no address is stored.
        const row = createHash('sha256').update(`${route}|${key}`).digest('hex');
        selectRows(
          db,
          CountedRow,
          sql`insert into rate_limit_hits as r (key, hits, window_ends_at)
              values (${row}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
              on conflict (key) do update set
                hits = case when r.window_ends_at <= clock_timestamp() then 1 else r.hits + 1 end,
                window_ends_at = case when r.window_ends_at <= clock_timestamp()
                  then clock_timestamp() + ${windowMs} * interval '1 millisecond' else r.window_ends_at end
              returning r.hits, greatest(0, extract(epoch from (r.window_ends_at - clock_timestamp())) * 1000)::float8 as ttl_ms`,
        )
          .then(async ([found]) => {
            if (++counted % PRUNE_EVERY === 0) {
              await db.execute(sql`delete from rate_limit_hits where window_ends_at < clock_timestamp() - ${PRUNE_AFTER}`);
            }
            callback(null, { current: found.hits, ttl: Math.ceil(found.ttl_ms) });
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      },
      child(routeOptions) {
        const info = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
        const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
        return storeOf(`${method} ${info.url ?? routeOptions.path ?? ''}`);
      },
    };
  }

  // @fastify/rate-limit constructs the store itself: a class it can `new`.
  return class DatabaseRateLimitStore {
    constructor() {
      return storeOf('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
