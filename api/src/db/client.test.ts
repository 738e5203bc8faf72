/**
 * The API's own PostgreSQL connections (TEST_DATABASE_URL, `pnpm test:api:pg`): their session
 * settings. PGlite has no JIT to turn off: skipped there.
 */
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { openPostgres, selectRows } from './client';

const databaseUrl = process.env.TEST_DATABASE_URL;

(databaseUrl ? describe : describe.skip)('on PostgreSQL (TEST_DATABASE_URL): the API’s connections', () => {
  it('compile no statement with JIT, which cost the reports more than it saved', async () => {
    const database = openPostgres(databaseUrl ?? '');
    try {
      const rows = await selectRows(database.db, Type.Object({ jit: Type.String() }), sql`select current_setting('jit') as jit`);
      expect(rows).toEqual([{ jit: 'off' }]);
    } finally {
      await database.close();
    }
  });
});
