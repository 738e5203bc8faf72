/**
 * The projects report as projects.csv (document 1, section 2), with @json2csv/plainjs: the
 * list's columns, dates DD.MM.YYYY, costs as numbers with two decimals. Text that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * prefixed with an apostrophe so it shows as typed.
 */
import { Parser } from '@json2csv/plainjs';
import { type ProjectRow } from '@portal/shared';
import { formatDate } from '@portal/shared/format';

export const PROJECTS_CSV_FILE = 'projects.csv';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as written, never evaluates. */
export function neutralise(text: string | null | undefined): string {
  const value = text ?? '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const money = (amount: number) => Math.round(amount * 100) / 100;
const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

const FIELDS: { label: string; value: (project: ProjectRow) => string | number }[] = [
  { label: 'ID', value: (project) => project.id },
  { label: 'Title', value: (project) => neutralise(project.title) },
  { label: 'Parent ID', value: (project) => project.parent_id ?? '' },
  { label: 'Status', value: (project) => neutralise(project.status_name) },
  { label: 'Business units', value: (project) => neutralise(names(project.business_units)) },
  { label: 'Job numbers', value: (project) => neutralise(names(project.job_numbers)) },
  { label: 'Client', value: (project) => neutralise(project.client_name) },
  { label: 'Brand', value: (project) => neutralise(project.brand_name) },
  { label: 'Client PM', value: (project) => neutralise(project.hg_pm_name) },
  { label: 'IDG PM', value: (project) => neutralise(project.idg_pm_name) },
  { label: 'Start', value: (project) => formatDate(project.start_date) },
  { label: 'Deadline', value: (project) => formatDate(project.deadline) },
  { label: 'Type', value: (project) => neutralise(project.type) },
  { label: 'Estimated cost', value: (project) => money(project.estimated_cost) },
  { label: 'Actual cost', value: (project) => money(project.actual_cost) },
  { label: 'Profit', value: (project) => money(project.profit) },
];

export const PROJECTS_CSV_HEADER = FIELDS.map((field) => field.label);

/** The CSV text, with a byte order mark so spreadsheets read it as UTF-8. */
export function projectsCsv(rows: readonly ProjectRow[]): string {
  const parser = new Parser({ fields: FIELDS, withBOM: true, eol: '\r\n' });
  return parser.parse(rows);
}

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
