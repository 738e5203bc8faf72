/** The income report as income.csv (document 3, section 9): the table's columns, dates DD.MM.YYYY, amounts as numbers, the invoice's address. */
import type { IncomeRow } from '@portal/shared';
import type { CsvColumn } from '@portal/shared/csv';
import { formatDate } from '@portal/shared/format';

export const INCOME_CSV_FILE = 'income.csv';

export const INCOME_CSV_COLUMNS: CsvColumn<IncomeRow>[] = [
  { label: 'Project', value: (row) => row.project_title },
  { label: 'Date', value: (row) => formatDate(row.date) },
  { label: 'PO number', value: (row) => row.po_number },
  { label: 'Client unit', value: (row) => row.client_unit_name },
  { label: 'Client', value: (row) => row.client_name },
  { label: 'Client PM', value: (row) => row.client_pm_name },
  { label: 'Value', value: (row) => Number(row.value) },
  { label: 'Invoice', value: (row) => row.invoice_url },
];
