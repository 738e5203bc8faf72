/**
 * A titled chart with its text alternative: the drawing is hidden from screen readers, which
 * read the same figures as a table instead (issue 12). The chart's chunk loads inside (lazy-charts.tsx).
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';

export type ChartFigures = { headers: readonly string[]; rows: readonly (readonly (string | number)[])[] };

type ChartCardProps = {
  title: string;
  /** The chart's figures for screen readers: a header row and one row per slice, bar or point. */
  figures: ChartFigures;
  height?: string;
  children: ReactNode;
};

export function ChartCard({ title, figures, height = '300px', children }: ChartCardProps) {
  return (
    <Card.Root as="figure" flex="1" minW="280px" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box h={height} aria-hidden data-testid="chart">
          {children}
        </Box>
        <VisuallyHidden>
          <Table.Root aria-label={title}>
            <Table.Header>
              <Table.Row>
                {figures.headers.map((header) => (
                  <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {figures.rows.map((row) => (
                <Table.Row key={String(row[0])}>
                  {row.map((cell, index) => (
                    <Table.Cell key={index}>{cell}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}
