/** One list of the financial summary: a titled table declared by its columns, or "None yet." without rows. */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';

export type SummaryColumn<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

type Props<Row> = {
  title: string;
  /** Names the table for screen readers. */
  label?: string;
  rows: readonly Row[];
  columns: readonly SummaryColumn<Row>[];
};

export function SummaryLines<Row>({ title, label = title, rows, columns }: Props<Row>) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          None yet.
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                    {column.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                // The lines have no identity of their own; their order is the API's.
                <Table.Row key={index}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
