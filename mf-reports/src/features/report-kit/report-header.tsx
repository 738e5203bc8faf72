/**
 * A report's title row: the h1 (with a total where the document asks for one) and "Export to
 * CSV", which writes the rows with the portal's one CSV writer (@portal/shared/csv: BOM,
 * CRLF, formula cells neutralised) under the file name of document 3, section 9.
 */
import { type ReactNode, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { PageHeading, reportApiError } from '@portal/shared';
import { type CsvColumn, csvFile, downloadCsv } from '@portal/shared/csv';

export const NO_RESULTS_MESSAGE = "Sorry, we couldn't find any results matching your search.";

/** A paged report's CSV asks for every row of its filters at once: one page of the API's largest size. */
export const CSV_PAGE_SIZE = 10_000;

/** The rows shown, or for a paged report every row of its filters, fetched when the user exports (`count` says whether there are any). */
type ReportCsv<Row extends object> = { fileName: string; columns: readonly CsvColumn<Row>[] } & (
  { rows: readonly Row[] } | { loadRows: () => Promise<readonly Row[]>; count: number }
);

export function ReportHeader<Row extends object>({ title, csv }: { title: ReactNode; csv?: ReportCsv<Row> }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (report: ReportCsv<Row>) => {
    setExporting(true);
    try {
      const rows = 'rows' in report ? report.rows : await report.loadRows();
      downloadCsv(csvFile(rows, report.columns), report.fileName);
    } catch (error) {
      await reportApiError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    // On a phone the button sits under the title: beside it, a total arriving in the title pushed
    // the button onto a line of its own and the whole page down.
    <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }} justify="space-between">
      <PageHeading>{title}</PageHeading>
      {csv && (
        <Button
          colorPalette="blue"
          disabled={('rows' in csv ? csv.rows.length : csv.count) === 0}
          loading={exporting}
          onClick={() => void exportCsv(csv)}
        >
          Export to CSV
        </Button>
      )}
    </Flex>
  );
}
