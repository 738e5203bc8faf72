/**
 * jest's global teardown of the API project: removes the run's template directory and, on
 * PostgreSQL, the template databases the files kept there (a server that outlives the run must
 * not collect them). (A default export because jest calls that.)
 */
import fs from 'node:fs';
import postgres from 'postgres';
import { templateDatabasePrefix } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const templateDir = process.env.TEST_TEMPLATE_DIR;
  if (!templateDir) return;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const server = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    try {
      const prefix = templateDatabasePrefix(templateDir);
      const rows = await server<{ datname: string }[]>`select datname from pg_database where starts_with(datname, ${prefix})`;
      for (const { datname } of rows) await server.unsafe(`drop database "${datname}" with (force)`);
    } finally {
      await server.end({ timeout: 5 });
    }
  }
  fs.rmSync(templateDir, { recursive: true, force: true });
  delete process.env.TEST_TEMPLATE_DIR;
}
