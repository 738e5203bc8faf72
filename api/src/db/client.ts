/**
 * Opens the database: embedded PGlite in a data directory by default, PostgreSQL through
 * postgres-js when DATABASE_URL is set. Both are used through the same Drizzle handle.
 */
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

/** Wraps an already created PGlite (the tests create an in-memory one). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export function openPostgres(url: string): Database {
  // No JIT compilation: the larger report statements are costed above its threshold, and compiling
  // them took longer than it saved (a month's occupancy at 10M entries: 205 -> 147 ms).
  const client = postgres(url, { max: 10, onnotice: () => undefined, connection: { jit: 'off' } });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

type LockOwner = { pid: number; script: string };

/** Whether the process that wrote a lock still runs (and is still that program, not a reused pid). */
function isLockOwnerAlive(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // Linux: after a container restart the pid may belong to another program.
    return fs.readFileSync(`/proc/${owner.pid}/cmdline`, 'utf8').includes(path.basename(owner.script));
  } catch {
    return true;
  }
}

/**
 * PGlite keeps no lock on its directory and two processes writing one cluster corrupt it,
 * so a lock file next to the directory records the owning process.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const me: LockOwner = { pid: process.pid, script: process.argv[1] ?? '' };
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: LockOwner = { pid: 0, script: '' };
      try {
        owner = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockOwner;
      } catch {
        // Unreadable: treated as stale.
      }
      if (isLockOwnerAlive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${owner.pid} (${lockFile}). ` +
            'PGlite cannot share a directory between processes: stop that process or set DATA_DIR.',
          { cause: error },
        );
      }
      // A lock left by a process that died: take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export async function openPgliteDir(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const client = new PGlite(dataDir);
    await client.waitReady;
    const database = wrapPglite(client);
    return {
      ...database,
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPgliteDir(options.dataDir);
}

const rowCheckers = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/**
 * Rows of a raw query (reports, locks), checked against the row's schema: the result is typed
 * from the schema and a row of another shape fails loudly instead of flowing on as a lie.
 * Write numeric columns as `::int`/`::float8` or `::text` so both engines answer one type.
 */
export async function selectRows<S extends TSchema>(db: Db, row: S, query: SQL): Promise<Static<S>[]> {
  let checker = rowCheckers.get(row);
  if (!checker) {
    checker = Compile(row);
    rowCheckers.set(row, checker);
  }
  const rows = await rawRows(db, query);
  for (const found of rows) {
    if (!checker.Check(found)) {
      const [first] = checker.Errors(found);
      throw new Error(`A row does not have its schema's shape: ${first?.instancePath || '/'} ${first?.message ?? ''}`);
    }
  }
  return rows as Static<S>[];
}

/** Rows of a raw query as the driver gives them; PGlite answers `{rows}` and postgres-js an array. */
export async function rawRows(db: Db, query: SQL): Promise<unknown[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as unknown[]) : (result as { rows: unknown[] }).rows;
}
