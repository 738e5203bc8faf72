/**
 * A DataTable's rows as cards, for a phone: a table of ten columns either scrolls sideways or
 * squeezes every cell to a word per line. Each card shows what its columns mark for the phone
 * (`Column.phone`): the title, a few figures as label and value, the controls to act on the row
 * (a selection box before the title, decision buttons below), and the row's menu.
 */
import { Fragment, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import type { Column, PhonePart } from './data-table';
import { type RowAction, RowActionsMenu } from './row-actions-menu';

/**
 * Where each column goes on a card. Columns that say nothing: the first is the title and the
 * next two are figures, the rest left out; once any column says where it goes, those that say
 * nothing are left out.
 */
function phoneParts<Row>(columns: readonly Column<Row>[]): PhonePart[] {
  if (columns.some((column) => column.phone)) return columns.map((column) => column.phone ?? 'none');
  return columns.map((_, index) => (index === 0 ? 'title' : index <= 2 ? 'figure' : 'none'));
}

type RowCardsProps<Row> = {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  cell: (column: Column<Row>, row: Row) => ReactNode;
  /** The row's offered actions and its menu's name; none: the card has no menu. */
  menu?: (row: Row) => { actions: RowAction[]; label: string };
};

export function RowCards<Row>({ label, columns, rows, rowKey, cell, menu }: RowCardsProps<Row>) {
  const parts = phoneParts(columns);
  const placed = (part: PhonePart) => columns.filter((_, index) => parts[index] === part);
  const [leads, titles, figures, footers] = (['lead', 'title', 'figure', 'footer'] as const).map(placed);
  return (
    <Stack as="ul" aria-label={label} gap="2" listStyleType="none">
      {rows.map((row) => {
        const rowMenu = menu?.(row);
        return (
          <Box as="li" key={rowKey(row)} borderWidth="1px" borderRadius="md" p="3" bg="bg">
            <HStack align="start" gap="2">
              {leads.map((column) => (
                <Box key={column.key}>{cell(column, row)}</Box>
              ))}
              <Box flex="1" minW="0" fontWeight="semibold" overflowWrap="anywhere">
                {titles.map((column) => (
                  <Box key={column.key}>{cell(column, row)}</Box>
                ))}
              </Box>
              {rowMenu && rowMenu.actions.length > 0 && <RowActionsMenu actions={rowMenu.actions} label={rowMenu.label} />}
            </HStack>
            {figures.length > 0 && (
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mt="2" textStyle="sm">
                {figures.map((column) => (
                  <Fragment key={column.key}>
                    <Box as="dt" color="fg.muted">
                      {column.header}
                    </Box>
                    <Box as="dd" minW="0" overflowWrap="anywhere">
                      {cell(column, row)}
                    </Box>
                  </Fragment>
                ))}
              </Box>
            )}
            {footers.map((column) => (
              <Box key={column.key} mt="2">
                {cell(column, row)}
              </Box>
            ))}
          </Box>
        );
      })}
    </Stack>
  );
}
