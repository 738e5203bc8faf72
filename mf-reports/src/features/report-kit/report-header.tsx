/**
 * A report's title row: the h1 (with a total where the document asks for one) and "Export to
 * CSV", which writes the rows with the portal's one CSV writer (@portal/shared/csv: BOM,
 * CRLF, formula cells neutralised) under the file name of document 3, section 9.
 */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { type CsvColumn, csvFile, downloadCsv } from '@portal/shared/csv';

export const NO_RESULTS_MESSAGE = "Sorry, we couldn't find any results matching your search.";

type ReportCsv<Row extends object> = { fileName: string; rows: readonly Row[]; columns: readonly CsvColumn<Row>[] };

export function ReportHeader<Row extends object>({ title, csv }: { title: ReactNode; csv?: ReportCsv<Row> }) {
  return (
    <Flex gap="3" align="center" wrap="wrap" justify="space-between">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {csv && (
        <Button
          colorPalette="blue"
          disabled={csv.rows.length === 0}
          onClick={() => downloadCsv(csvFile(csv.rows, csv.columns), csv.fileName)}
        >
          Export to CSV
        </Button>
      )}
    </Flex>
  );
}
