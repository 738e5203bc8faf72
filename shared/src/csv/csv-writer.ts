/**
 * The portal's CSV files (projects.csv, timesheet.csv, ...), written with @json2csv/plainjs: a
 * byte order mark so spreadsheets read UTF-8, CRLF line ends, and every text cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * prefixed with an apostrophe so it shows as typed.
 */
import { Parser } from '@json2csv/plainjs';

export type CsvField<Row> = { label: string; value: (row: Row) => string | number | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as written, never evaluates. */
export function neutralise(text: string | null | undefined): string {
  const value = text ?? '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The CSV text of `rows`, one column per field; text cells are neutralised, numbers kept. */
export function csvText<Row extends object>(rows: readonly Row[], fields: readonly CsvField<Row>[]): string {
  const parser = new Parser<Row, Row>({
    fields: fields.map((field) => ({
      label: field.label,
      value: (row: Row) => {
        const value = field.value(row);
        return typeof value === 'number' ? value : neutralise(value);
      },
    })),
    withBOM: true,
    eol: '\r\n',
  });
  return parser.parse([...rows]);
}

/** The header line's labels, as csvText writes them. */
export const csvHeader = <Row>(fields: readonly CsvField<Row>[]) => fields.map((field) => field.label);

/** Hands the CSV to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
