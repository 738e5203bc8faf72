/**
 * `pnpm --filter api seed [--reset]`: applies the migrations and seeds an empty database.
 * With --reset every table is emptied first; --scale large seeds a million timesheet entries, and
 * --factor N (with it) N million (10 on PostgreSQL for the bench at 10M). Do not run it while the API uses the same
 * PGlite directory (the lock file refuses it).
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { loadConfig } from '../config';
import { openDatabase, selectRows } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase } from './seed';
import { createFileStorage } from '../uploads/file-storage';

/** Reference rows that a migration inserts (0006_finance): emptying them would break every seed after. */
const MIGRATION_FILLED_TABLES = ['cost_estimate_statuses', 'cost_estimate_item_types'];

async function main(): Promise<void> {
  const config = loadConfig();
  const reset = process.argv.includes('--reset');
  // --scale large: a million timesheet entries for `pnpm bench` (src/db/seed-timesheet.ts).
  const scaleArg = process.argv[process.argv.indexOf('--scale') + 1];
  const timesheet = process.argv.includes('--scale') && scaleArg === 'large' ? 'large' : 'demo';
  const factorArg = process.argv.includes('--factor') ? Number(process.argv[process.argv.indexOf('--factor') + 1]) : 1;
  if (!Number.isInteger(factorArg) || factorArg < 1) throw new Error('--factor takes a whole number of at least 1');
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.migrationsDir);
    if (reset) {
      const tables = await selectRows(
        database.db,
        Type.Object({ tablename: Type.String() }),
        sql`select tablename from pg_tables where schemaname = 'public' and tablename not in (${sql.join(
          MIGRATION_FILLED_TABLES.map((name) => sql`${name}`),
          sql`, `,
        )})`,
      );
      if (tables.length > 0) {
        await database.db.execute(
          sql`truncate table ${sql.join(
            tables.map((t) => sql.identifier(t.tablename)),
            sql`, `,
          )} restart identity cascade`,
        );
      }
    }
    const started = Date.now();
    const result = await seedDatabase(database.db, {
      scale: config.seedScale,
      files: createFileStorage(config),
      timesheet,
      timesheetFactor: factorArg,
    });
    // PGlite runs no autovacuum: without a visibility map the index-only scans (the approval
    // list's count) read the table, and without statistics the planner takes the seeded tables
    // for empty ones (the missing-timesheet report took 300 ms instead of 70).
    if (result.seeded) await database.db.execute(sql`vacuum analyze`);
    console.log(
      result.seeded
        ? `Seeded ${result.projects} projects (${timesheet} timesheet) in ${Date.now() - started} ms.`
        : 'The database already has data; nothing seeded (use --reset to start over).',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
