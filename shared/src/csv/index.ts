/**
 * @portal/shared/csv: the one CSV writer of the portal (BOM, CRLF, formula cells neutralised)
 * and the download. Its own lazily provided singleton: @json2csv/plainjs reaches the browser
 * with the first export, not with the first page.
 *
 *   downloadCsv(csvFile(rows, [{ label: 'Title', value: (row) => row.title }]), 'timesheet.csv');
 */
export * from './csv-file';
