/**
 * The state of a paginated, searchable list over one API call: the page, the search text
 * (a new search or new filters go back to page 1), and the rows of the current page through
 * SWR, keeping the previous page on screen while the next one loads.
 */
import { useState } from 'react';
import useSWR from 'swr';
import type { PageQuery, SwrKey } from '@portal/shared';

/** One page of a list as the table needs it; each fetcher maps its call's answer to this. */
export type ListPage<Row> = { rows: Row[]; total: number };

/** What the list asks its call for: page (1-based), resPerPage, searchString, plus filters. */
export type ListQuery<Filters extends object = object> = Required<Pick<PageQuery, 'page' | 'resPerPage'>> &
  Pick<PageQuery, 'searchString'> &
  Filters;

export type PagedListOptions<Row, Filters extends object> = {
  /** The call's key from its key factory, e.g. clientsKey(); each page is cached under [...key, page, size, search, filters]. */
  key: SwrKey;
  load: (query: ListQuery<Filters>) => Promise<ListPage<Row>>;
  /** Rows per page (document 3, section 9: 10). */
  pageSize?: number;
  /** Further filters; changing them goes back to page 1. */
  filters?: Filters;
};

export type PagedList<Row> = {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  search: string;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  /** No page has arrived yet. */
  isLoading: boolean;
  /** A page (the next one, or a reload) is on its way. */
  isRefreshing: boolean;
  error: unknown;
  /** Loads the current page again (Retry, or a change heard from elsewhere; a mutation hook reloads its keys itself). */
  reload: () => Promise<unknown>;
};

export const DEFAULT_PAGE_SIZE = 10;

export function usePagedList<Row, Filters extends object = object>({
  key,
  load,
  pageSize = DEFAULT_PAGE_SIZE,
  filters,
}: PagedListOptions<Row, Filters>): PagedList<Row> {
  const filtersKey = JSON.stringify(filters ?? {});
  const [state, setState] = useState({ page: 1, search: '', filtersKey });
  // New filters start again at page 1 (derived, so the old page is never requested with them).
  const current = state.filtersKey === filtersKey ? state : { page: 1, search: state.search, filtersKey };
  const { page, search } = current;

  const { data, error, isLoading, isValidating, mutate } = useSWR<ListPage<Row>, unknown>(
    [...key, page, pageSize, search, filtersKey],
    () => load({ ...(filters as Filters), page, resPerPage: pageSize, searchString: search || undefined }),
    { keepPreviousData: true },
  );

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  // Deleting the last row of the last page leaves the user on a page that no longer exists: go to
  // the last one that does, adjusting the state while rendering rather than one render later.
  if (data && page > pageCount) setState({ ...current, page: pageCount });

  return {
    rows: data?.rows ?? [],
    total,
    page,
    pageCount,
    pageSize,
    search,
    setPage: (next) => setState({ ...current, page: Math.min(Math.max(1, next), pageCount) }),
    setSearch: (next) => setState({ ...current, search: next, page: next === search ? page : 1 }),
    isLoading: isLoading && !data,
    isRefreshing: isValidating,
    error,
    reload: () => mutate(),
  };
}
