/**
 * Paging and search of every list call: `page` (1-based, 0 read as 1), `resPerPage` and
 * `searchString`, turned into LIMIT/OFFSET and a LIKE pattern. 422 when page or resPerPage
 * is not a number.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { integer, toInteger, validate } from './validation';

/** Document 2 loads every project with resPerPage 10000. */
const MAX_PAGE_SIZE = 10000;

export function pageOf(query: unknown, defaultSize: number): { page: number; limit: number; offset: number } {
  const input = validate(query, { page: [integer()], resPerPage: [integer()] });
  const page = Math.max(1, toInteger(input.page) ?? 1);
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, toInteger(input.resPerPage) ?? defaultSize));
  return { page, limit, offset: (page - 1) * limit };
}

/** A LIKE pattern that matches the text literally anywhere. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The searchString of a list as a LIKE pattern, or null when there is none. */
export function searchPatternOf(query: unknown): string | null {
  const value = (query as { searchString?: unknown } | undefined)?.searchString;
  return typeof value === 'string' && value.trim() !== '' ? containsPattern(value.trim()) : null;
}

/**
 * One page of a list answered as { data, last_page, total } (the approval and working-places
 * lists): `rows(page)` selects the page with LIMIT/OFFSET, `counted` is the FROM ... WHERE
 * that the total counts; both run at once.
 */
export async function pagedAnswer<Row>(
  db: Db,
  query: unknown,
  size: number,
  rows: (page: SQL) => SQL,
  counted: SQL,
  toRow: (row: Record<string, unknown>) => Row,
): Promise<{ data: Row[]; last_page: number; total: number }> {
  const page = Math.max(1, toInteger((query as { page?: unknown } | undefined)?.page) ?? 1);
  const [found, [count]] = await Promise.all([
    queryRows<Record<string, unknown>>(db, rows(sql`limit ${size} offset ${(page - 1) * size}`)),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${counted}`),
  ]);
  const total = Number(count.total);
  return { data: found.map(toRow), last_page: Math.max(1, Math.ceil(total / size)), total };
}
