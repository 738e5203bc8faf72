/**
 * Tests read the database directly to arrange and check what the calls did; their setup queries
 * are typed by the test that wrote them. The API itself reads raw SQL only through selectRows,
 * which checks each row against its schema (src/db/client.ts).
 */
import type { SQL } from 'drizzle-orm';
import { rawRows, type Db } from '../db/client';

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await rawRows(db, query)) as T[];
}
