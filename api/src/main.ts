/**
 * Starts the API: opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies the
 * migrations, seeds an empty database and listens on HOST:PORT (default localhost:4000,
 * which answers on both 127.0.0.1 and ::1).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createFileStorage } from './uploads/file-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  let closing = false;
  try {
    await migrateDatabase(database, config.migrationsDir);
    const files = createFileStorage(config);
    const seeded = await seedDatabase(database.db, { scale: config.seedScale, files });
    // PGlite runs no autoanalyze: the planner's statistics are refreshed at each start, so a
    // database that has grown is not planned with the estimates of an empty one.
    if (database.kind === 'pglite') await database.db.execute(sql`analyze`);

    const { app } = await buildApp({
      db: database.db,
      config,
      files,
      logger: { level: config.logLevel },
    });
    if (seeded.seeded) app.log.info(`seeded ${seeded.projects} projects`);

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      try {
        await app.close();
      } finally {
        // Closing PGlite flushes it to disk and releases the data-directory lock.
        await database.close();
        process.exit(0);
      }
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ host: config.host, port: config.port });
    app.log.info(
      `database: ${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'}; ` +
        `mail: ${config.smtpUrl ? 'SMTP' : config.outboxDir}; realtime: ${config.pusherServer ? 'pusher service' : `ws /app/${config.pusherKey}`}`,
    );
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
