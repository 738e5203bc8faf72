/**
 * The database of one test file: an in-memory PGlite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server (as scripts/with-postgres.sh sets it), a database of its own created on that
 * server and dropped at close, so that test files stay isolated and may run in parallel.
 *
 * Either starts empty or as a copy of a template of the run (see database-templates.ts): a
 * PGlite data directory dumped to a tarball in the run's template directory, or a PostgreSQL
 * database that `create database … template` copies, named in a file of that directory.
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

/** Template databases of a run (PostgreSQL) start with this, so that global-teardown.ts finds them all. */
export const templateDatabasePrefix = (templateDir: string) =>
  `portal_template_${path
    .basename(templateDir)
    .replace(/[^A-Za-z0-9]/g, '_')
    .toLowerCase()}_`;

export type TestDatabase = Database & {
  /**
   * Keeps the database's current content as the template `name` of the run's template
   * directory, and answers the database to go on with (on PostgreSQL a fresh copy: a template
   * may have no connections while it is copied, so the original stops being this file's).
   */
  saveAsTemplate(templateDir: string, name: string): Promise<TestDatabase>;
};

/**
 * A new database on the engine the environment chooses: empty, or a copy of the template
 * `template` that saveAsTemplate left in `templateDir`.
 */
export async function openTestDatabase(
  from?: { templateDir: string; template: string },
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  return serverUrl ? openPostgresTestDatabase(serverUrl, from) : openPgliteTestDatabase(from);
}

async function openPgliteTestDatabase(from?: { templateDir: string; template: string }): Promise<TestDatabase> {
  const { PGlite } = loadPglite();
  // A Blob backed by the file: PGlite reads it whole, and an in-memory Blob made from a Buffer
  // costs more CPU to read back than the file does.
  const loadDataDir = from ? await fs.openAsBlob(path.join(from.templateDir, from.template)) : undefined;
  const client = new PGlite({ loadDataDir });
  await client.waitReady;
  const testDatabase: TestDatabase = {
    ...wrapPglite(client),
    async saveAsTemplate(templateDir, name) {
      // A checkpoint first, so that the copies start without replaying the seed's WAL; and
      // uncompressed, since gzip would cost each reading file more than the disk space saves.
      await client.exec('checkpoint');
      const tarball = await client.dumpDataDir('none');
      writeAtomically(path.join(templateDir, name), Buffer.from(await tarball.arrayBuffer()));
      return testDatabase;
    },
  };
  return testDatabase;
}

async function openPostgresTestDatabase(serverUrl: string, from?: { templateDir: string; template: string }): Promise<TestDatabase> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    const template = from ? fs.readFileSync(path.join(from.templateDir, from.template), 'utf8') : undefined;
    await server.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  } catch (error) {
    await server.end({ timeout: 5 });
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  let dropAtClose = true;
  const testDatabase: TestDatabase = {
    ...database,
    async close() {
      try {
        await database.close();
        if (dropAtClose) await server.unsafe(`drop database "${name}" with (force)`);
      } finally {
        await server.end({ timeout: 5 });
      }
    },
    async saveAsTemplate(templateDir, templateName) {
      const kept = `${templateDatabasePrefix(templateDir)}${randomBytes(4).toString('hex')}`;
      dropAtClose = false;
      await testDatabase.close();
      const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await admin.unsafe(`alter database "${name}" rename to "${kept}"`);
      } finally {
        await admin.end({ timeout: 5 });
      }
      writeAtomically(path.join(templateDir, templateName), kept);
      return openPostgresTestDatabase(serverUrl, { templateDir, template: templateName });
    },
  };
  return testDatabase;
}

/** Another file of the run may look for the template at any moment: it sees all of it or nothing. */
function writeAtomically(file: string, content: Buffer | string): void {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}
