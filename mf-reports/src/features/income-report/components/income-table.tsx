/** The income report's detail rows: the project opens in the portal, the invoice on the invoicing site in a new tab. */
import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router-dom';
import type { IncomeRow } from '@portal/shared';
import { formatCost, formatDate } from '@portal/shared/format';
import { type Column, DataTable } from '@portal/shared/lists';
import { NO_RESULTS_MESSAGE } from '../../report-kit/report-header';

const COLUMNS: Column<IncomeRow>[] = [
  {
    key: 'project_title',
    header: 'Project',
    cell: (row) => (
      <Link asChild colorPalette="blue">
        <RouterLink to={`/project/${row.project_id}`}>{row.project_title}</RouterLink>
      </Link>
    ),
  },
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.date) },
  { key: 'po_number', header: 'PO number' },
  { key: 'client_unit_name', header: 'Client unit' },
  { key: 'client_name', header: 'Client' },
  { key: 'client_pm_name', header: 'Client PM' },
  { key: 'value', header: 'Value', align: 'end', cell: (row) => formatCost(row.value) },
  {
    key: 'invoice',
    header: 'Invoice',
    cell: (row) => (
      <Link href={row.invoice_url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        Invoice of {formatDate(row.invoice_date)}
      </Link>
    ),
  },
];

type IncomeTableProps = { rows: readonly IncomeRow[]; isLoading: boolean; isRefreshing: boolean; error: unknown; onRetry: () => void };

export function IncomeTable({ rows, isLoading, isRefreshing, error, onRetry }: IncomeTableProps) {
  return (
    <DataTable
      label="Income"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.invoice_id}
      isLoading={isLoading}
      isRefreshing={isRefreshing}
      error={error}
      onRetry={onRetry}
      emptyMessage={NO_RESULTS_MESSAGE}
    />
  );
}
