/**
 * A list page's body: search box and toolbar, the table, "Page x / y (total: n)" and the
 * pager, all driven by one usePagedList.
 */
import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { Spacer } from '@chakra-ui/react/spacer';
import { Stack } from '@chakra-ui/react/stack';
import { DataTable, type DataTableProps } from './data-table';
import { PagedListFooter } from './pager';
import { SearchInput } from './search-input';
import type { PagedList } from './use-paged-list';

export type PaginatedTableProps<Row> = Omit<DataTableProps<Row>, 'rows' | 'isLoading' | 'isRefreshing' | 'error' | 'onRetry'> & {
  list: PagedList<Row>;
  /** Show the search box (most lists have one). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Search only from this many characters (or when emptied). */
  searchMinLength?: number;
  /** Buttons beside the search box ("Add", "Export to CSV"). */
  toolbar?: ReactNode;
};

export function PaginatedTable<Row>({
  list,
  searchable = false,
  searchPlaceholder = 'Search',
  searchMinLength,
  toolbar,
  emptyMessage,
  ...table
}: PaginatedTableProps<Row>) {
  const searching = list.search !== '';
  return (
    <Stack gap="4">
      {(searchable || toolbar) && (
        <Flex gap="3" align="center" wrap="wrap">
          {searchable && (
            <SearchInput
              value={list.search}
              onSearch={list.setSearch}
              placeholder={searchPlaceholder}
              label={`Search ${table.label.toLowerCase()}`}
              minLength={searchMinLength}
            />
          )}
          <Spacer />
          {toolbar}
        </Flex>
      )}
      <DataTable
        {...table}
        rows={list.rows}
        isLoading={list.isLoading}
        isRefreshing={list.isRefreshing}
        error={list.error}
        onRetry={() => void list.reload()}
        emptyMessage={searching ? `Nothing matches “${list.search}”.` : emptyMessage}
      />
      <PagedListFooter
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        onPageChange={list.setPage}
        label={`${table.label} pages`}
      />
    </Stack>
  );
}
