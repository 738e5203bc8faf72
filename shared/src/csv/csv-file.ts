/**
 * The portal's CSV files (projects.csv, timesheet.csv, working-places.csv, the reports), all
 * written alike with @json2csv/plainjs: a byte order mark so spreadsheets read UTF-8, CRLF line
 * ends, and text that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) prefixed with an apostrophe so it shows as typed.
 */
import { Parser } from '@json2csv/plainjs';

/** One column: its header and how a row fills it. Text is neutralised by csvFile itself. */
export type CsvColumn<Row extends object> = { label: string; value: (row: Row) => string | number | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as written, never evaluates. */
export function neutralise(text: string | null | undefined): string {
  const value = text ?? '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The CSV text of `rows` in `columns`. */
export function csvFile<Row extends object>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const fields = columns.map(({ label, value }) => ({
    label,
    value: (row: Row) => {
      const cell = value(row);
      return typeof cell === 'number' ? cell : neutralise(cell);
    },
  }));
  return new Parser<Row, Row>({ fields, withBOM: true, eol: '\r\n' }).parse(rows as Row[]);
}

/** Hands a CSV text to the browser as a download named `fileName`. */
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
