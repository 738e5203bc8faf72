/**
 * jest's global setup of the API project: a directory for the run's database templates
 * (database-templates.ts), named to the test files through TEST_TEMPLATE_DIR (the workers start
 * after this and inherit it), and the migrated and seeded templates themselves, built here before
 * any file starts: the first files then do not build them against their `beforeAll` timeout
 * (on a loaded machine that took longer than the minute it allows). A default export because
 * jest calls that.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openMigratedDatabase, sharedSeedMoment } from './database-templates';

export default async function globalSetup(): Promise<void> {
  process.env.TEST_TEMPLATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-templates-'));
  const { migrationsDir } = loadConfig({});
  // The migrated template first, so that the seed's moment is taken as late as it can be: the
  // files take it as their `now` while it is recent (SHARED_SEED_MAX_AGE_MS).
  await (await openMigratedDatabase({ migrationsDir, seedAt: null })).close();
  await (await openMigratedDatabase({ migrationsDir, seedAt: sharedSeedMoment() })).close();
}
