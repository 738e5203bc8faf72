/**
 * Migrated and seeded databases for the API test files, made once per run instead of once per
 * file. Building one from nothing is most of an API test file's work: PGlite's initdb and the
 * migrations take seconds of CPU, the demo seed seconds more on either engine. So the first file
 * that needs a database keeps it as a template of the run (in TEST_TEMPLATE_DIR, made by
 * global-setup.ts) and later files start from a copy of it.
 *
 * The seed depends on its moment (dates relative to `now`), so a seeded template serves the files
 * that use its moment: a file without a pinned `now` takes the moment of a template seeded less
 * than SHARED_SEED_MAX_AGE_MS ago (a moment as close to the real clock as a file's own start
 * was), or the current time, whose seed it then keeps for the files after it. Without
 * TEST_TEMPLATE_DIR (a run that skipped the global setup) every file builds its own database.
 */
import fs from 'node:fs';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { openTestDatabase, type TestDatabase } from './test-database';

/** How old a seeded template may be for a file to take its moment as its `now`. */
export const SHARED_SEED_MAX_AGE_MS = 2 * 60_000;

const MIGRATED = 'migrated';
const seededTemplate = (moment: Date) => `seeded-${moment.getTime()}`;

const templateDir = () => process.env.TEST_TEMPLATE_DIR || undefined;

/** The `now` of a test file that pins none: the moment of a recent seeded template, or the current time. */
export function sharedSeedMoment(current = Date.now()): Date {
  const dir = templateDir();
  if (dir) {
    const recent = fs
      .readdirSync(dir)
      .map((file) => /^seeded-(\d+)$/.exec(file)?.[1])
      .map(Number)
      .filter((moment) => moment <= current && current - moment < SHARED_SEED_MAX_AGE_MS);
    if (recent.length > 0) return new Date(Math.max(...recent));
  }
  return new Date(current);
}

/** A migrated database, seeded as of `seedAt` unless that is null. */
export async function openMigratedDatabase(options: { migrationsDir: string; seedAt: Date | null }): Promise<TestDatabase> {
  const { migrationsDir, seedAt } = options;
  const dir = templateDir();
  const has = (name: string) => dir !== undefined && fs.existsSync(`${dir}/${name}`);
  const template = [seedAt && seededTemplate(seedAt), MIGRATED].find((name): name is string => !!name && has(name));

  let database = await openTestDatabase(dir && template ? { templateDir: dir, template } : undefined);
  try {
    // On a copy of a template both find their work done: the migrator skips the applied
    // migrations (as at every start of the API) and the seed a database that has users.
    await migrateDatabase(database, migrationsDir);
    if (dir && !template) database = await database.saveAsTemplate(dir, MIGRATED);
    if (seedAt) {
      const { seeded } = await seedDatabase(database.db, { now: seedAt });
      if (dir && seeded) database = await database.saveAsTemplate(dir, seededTemplate(seedAt));
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
