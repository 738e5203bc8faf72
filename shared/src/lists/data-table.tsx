/**
 * A table declared by its columns, with an optional menu of actions per row, and the loading,
 * failed and empty states in place of the rows. On a phone the rows are cards (row-cards.tsx);
 * wider, a table too wide for its box scrolls under its first column and its row menus, which
 * stay in view.
 */
import { type ReactNode, useDeferredValue } from 'react';
import { Box } from '@chakra-ui/react/box';
import { useMediaQuery } from '@chakra-ui/react/hooks';
import { Table } from '@chakra-ui/react/table';
import { EmptyState, ErrorState, LoadingState } from '@portal/shared';
import { type RowAction, RowActionsMenu } from './row-actions-menu';
import { PHONE_MEDIA } from './filter-bar';
import { RowCards } from './row-cards';

export type Column<Row> = {
  /** Unique per table; also the row field shown when there is no `cell`. */
  key: string;
  header: ReactNode;
  cell?: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
  width?: string;
  /** One line, never broken (job numbers, amounts). */
  nowrap?: boolean;
  /**
   * Where the column goes on a phone's card: before the title (a selection box), the title, a
   * figure (its header and value), below them (decision buttons), or left out. When no column
   * says, the first is the title and the next two are figures.
   */
  phone?: PhonePart;
};

export type PhonePart = 'lead' | 'title' | 'figure' | 'footer' | 'none';

/** Stays in view while the rest of the row scrolls sideways beneath it; opaque so nothing shows through. */
const stuckTo = (side: 'left' | 'right') =>
  ({ position: 'sticky', [side]: 0, zIndex: 1, bg: 'bg', css: { 'tr:hover > &': { bg: 'colorPalette.subtle' } } }) as const;

export type DataTableProps<Row> = {
  /** Names the table for screen readers, e.g. "Activity types". */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The actions of a row's menu; hidden ones are left out, no actions means no menu. */
  rowActions?: (row: Row) => (RowAction | false | null | undefined)[];
  /** Names the row in its menu button ("Actions for Design"). */
  rowLabel?: (row: Row) => string;
  isLoading?: boolean;
  /** A newer page is loading: the rows stay, dimmed. */
  isRefreshing?: boolean;
  error?: unknown;
  errorMessage?: string;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
};

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowActions,
  rowLabel,
  isLoading,
  isRefreshing,
  error,
  errorMessage = 'The list could not be loaded.',
  onRetry,
  emptyMessage = 'Nothing here yet.',
}: DataTableProps<Row>) {
  // Arriving rows render at transition priority, in slices that let the browser answer input in
  // between: a page of 50 rows is hundreds of Chakra cells, one long task otherwise. A table
  // mounted with its rows draws them at once: tables that grew from a spinner one after another
  // pushed what is below them down (the timesheet's week: layout shift 0.35 on a desktop); a
  // page with many such tables defers them as a whole (WeekDays).
  const shownRows = useDeferredValue(rows);
  // jsdom matches no media query: component tests see the table unless a test says it is a phone.
  const [onPhone] = useMediaQuery([PHONE_MEDIA], { ssr: false });
  const rowsOnTheWay = shownRows !== rows && rows.length > 0;
  if (error && rows.length === 0) return <ErrorState message={errorMessage} onRetry={onRetry} />;
  if (isLoading || (rowsOnTheWay && shownRows.length === 0)) return <LoadingState />;
  if (shownRows.length === 0) return <EmptyState>{emptyMessage}</EmptyState>;
  const offeredActions = (row: Row) => rowActions?.(row).filter((action): action is RowAction => Boolean(action)) ?? [];
  const menuLabel = (row: Row) => `Actions for ${rowLabel?.(row) ?? rowKey(row)}`;
  const cell = (column: Column<Row>, row: Row) => (column.cell ? column.cell(row) : cellText((row as Record<string, unknown>)[column.key]));
  if (onPhone) {
    return (
      <Box opacity={isRefreshing ? 0.6 : 1} transition="opacity 0.2s" aria-busy={isRefreshing || undefined}>
        <RowCards<Row>
          label={label}
          columns={columns}
          rows={shownRows}
          rowKey={rowKey}
          cell={cell}
          menu={rowActions && ((row) => ({ actions: offeredActions(row), label: menuLabel(row) }))}
        />
      </Box>
    );
  }
  return (
    // Relative: the scroll box holds the screen-reader-only texts at the table's far end (positioned
    // absolutely); otherwise they reach past it and widen the whole page on a phone.
    <Box
      position="relative"
      overflowX="auto"
      opacity={isRefreshing ? 0.6 : 1}
      transition="opacity 0.2s"
      aria-busy={isRefreshing || undefined}
    >
      <Table.Root size="sm" aria-label={label} interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.align}
                width={column.width}
                whiteSpace={column.nowrap ? 'nowrap' : undefined}
                {...(index === 0 && stuckTo('left'))}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
            {rowActions && (
              <Table.ColumnHeader width="1%" textAlign="end" {...stuckTo('right')}>
                <Box as="span" srOnly>
                  Actions
                </Box>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shownRows.map((row) => {
            const actions = offeredActions(row);
            return (
              <Table.Row key={rowKey(row)}>
                {columns.map((column, index) => (
                  <Table.Cell
                    key={column.key}
                    textAlign={column.align}
                    whiteSpace={column.nowrap ? 'nowrap' : undefined}
                    {...(index === 0 && stuckTo('left'))}
                  >
                    {cell(column, row)}
                  </Table.Cell>
                ))}
                {rowActions && (
                  <Table.Cell textAlign="end" {...stuckTo('right')}>
                    {actions.length > 0 && <RowActionsMenu actions={actions} label={menuLabel(row)} />}
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A column without its own cell shows a plain value (text, number, flag); anything else is blank. */
function cellText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
