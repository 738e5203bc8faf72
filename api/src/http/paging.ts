/**
 * Paging and search of every list call: `page` (1-based, 0 read as 1), `resPerPage` and
 * `searchString` (bounded by PageQuerySchema in @portal/shared/schemas), turned into
 * LIMIT/OFFSET and a LIKE pattern.
 */
import type { Static } from 'typebox';
import type { PageQuerySchema } from '@portal/shared/schemas';

type PageQuery = Static<typeof PageQuerySchema>;

export function pageOf(query: PageQuery, defaultSize: number): { page: number; limit: number; offset: number } {
  const page = Math.max(1, query.page ?? 1);
  const limit = query.resPerPage ?? defaultSize;
  return { page, limit, offset: (page - 1) * limit };
}

/** A LIKE pattern that matches the text literally anywhere. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The searchString of a list as a LIKE pattern, or null when there is none. */
export function searchPatternOf(query: Pick<PageQuery, 'searchString'>): string | null {
  const value = query.searchString?.trim();
  return value ? containsPattern(value) : null;
}
