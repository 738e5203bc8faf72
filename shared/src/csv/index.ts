/**
 * @portal/shared/csv: the one CSV writer of every "Export to CSV" (BOM, CRLF, formula cells
 * neutralised), loaded when a page with an export is first opened.
 *
 *   const FIELDS: CsvField<Row>[] = [{ label: 'ID', value: (r) => r.id }, { label: 'Title', value: (r) => r.title }];
 *   downloadCsv(csvText(rows, FIELDS), 'timesheet.csv');
 */
export * from './csv-writer';
