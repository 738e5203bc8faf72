/**
 * The database of one test file: a fresh in-memory PGlite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (as scripts/with-postgres.sh sets it), a database of its own created on that
 * server and dropped at close, so that test files stay isolated and may run in parallel.
 *
 * PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's module
 * sandbox refuses without --experimental-vm-modules (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG).
 * So the PGlite module is compiled here with Node's own loader for those imports; everything
 * else (Drizzle, Fastify, the app) stays inside jest. The one visible effect: rows that PGlite
 * parses itself (JSON, raw dates) belong to another JavaScript realm, which is why the app
 * never relies on `instanceof Date` for database values.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type * as PgliteModule from '@electric-sql/pglite';
import postgres from 'postgres';
import { openPostgres, wrapPglite, type Database } from '../db/client';

let pgliteModule: typeof PgliteModule | undefined;

function loadPglite(): typeof PgliteModule {
  if (pgliteModule) return pgliteModule;
  const file = require.resolve('@electric-sql/pglite');
  const code = fs.readFileSync(file, 'utf8');
  const factory = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
    // Typed as never in older @types/node; the constant exists at run time on Node 20.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER as never,
  });
  const module = { exports: {} as typeof PgliteModule };
  factory.call(module.exports, module.exports, require, module, file, path.dirname(file));
  pgliteModule = module.exports;
  return pgliteModule;
}

/** A new, empty database on the engine the environment chooses. */
export async function openTestDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (!serverUrl) {
    const { PGlite } = loadPglite();
    return wrapPglite(new PGlite());
  }
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await server.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    async close() {
      try {
        await database.close();
        await server.unsafe(`drop database "${name}" with (force)`);
      } finally {
        await server.end({ timeout: 5 });
      }
    },
  };
}
