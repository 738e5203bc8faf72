/** The missing reports' table and CSV columns (document 3, section 2): the same in both, plus Value for missing POs. */
import type { MissingReportRow } from '@portal/shared';
import type { CsvColumn } from '@portal/shared/csv';
import { formatCost, formatDate } from '@portal/shared/format';

export type MissingColumn = CsvColumn<MissingReportRow> & { key: string; text: (row: MissingReportRow) => string };

const column = (key: string, label: string, text: (row: MissingReportRow) => string): MissingColumn => ({ key, label, text, value: text });

export function missingColumns(withValue: boolean): MissingColumn[] {
  return [
    column('project_job_number', 'JN', (row) => row.project_job_number ?? ''),
    column('project_title', 'Project', (row) => row.project_title),
    column('project_status_name', 'Project status', (row) => row.project_status_name),
    column('project_type_name', 'Project type', (row) => row.project_type_name),
    column('brand_name', 'Brand', (row) => row.brand_name),
    column('client_pm_name', "Client's PM", (row) => row.client_pm_name ?? ''),
    column('idg_pm_name', 'PM', (row) => row.idg_pm_name ?? ''),
    ...(withValue
      ? [{ ...column('value', 'Value', (row) => formatCost(row.value)), value: (row: MissingReportRow) => Number(row.value) }]
      : []),
    column('created_at', 'Created', (row) => formatDate(row.created_at)),
  ];
}
