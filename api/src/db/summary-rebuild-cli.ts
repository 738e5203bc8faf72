/**
 * `pnpm --filter api summary:rebuild`: sums the timesheet summary again from the entries
 * (src/timesheet/timesheet-sums.ts), e.g. after entries were changed with the trigger disabled
 * or to check a suspicion. Writers wait while it runs; readers do not. Do not run it while the
 * API uses the same PGlite directory (the lock file refuses it).
 */
import { loadConfig } from '../config';
import { rebuildTimesheetSums } from '../timesheet/timesheet-sums';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.migrationsDir);
    const started = Date.now();
    await rebuildTimesheetSums(database.db);
    console.log(`Rebuilt the timesheet summary in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
