/**
 * The cost estimates panel's table (document 2, section 2): created date, client unit, IDG
 * unit, IDG PM, job numbers, value, status (1 normal, 2 danger, 3 warning) and the PO status
 * label, with each row's actions.
 */
import { Badge } from '@chakra-ui/react/badge';
import type { CostEstimate } from '@portal/shared';
import { formatDate } from '@portal/shared/format';
import { DataTable, type RowAction } from '@portal/shared/lists';
import { formatMoney } from '../../finance-panel/money';
import { poStatusLabel, statusPalette } from '../estimate-labels';

type Props = {
  rows: readonly CostEstimate[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  rowActions: (estimate: CostEstimate) => RowAction[];
};

export function CostEstimatesTable({ rows, isLoading, error, onRetry, rowActions }: Props) {
  return (
    <DataTable<CostEstimate>
      label="Cost estimates"
      rows={rows}
      rowKey={(estimate) => estimate.id}
      rowLabel={(estimate) => `cost estimate ${estimate.id}`}
      isLoading={isLoading}
      error={error}
      errorMessage="The cost estimates could not be loaded."
      onRetry={onRetry}
      emptyMessage="No cost estimates yet."
      rowActions={rowActions}
      columns={[
        { key: 'created_at', header: 'Created', cell: (estimate) => formatDate(estimate.created_at) },
        { key: 'client_unit_name', header: 'Client unit' },
        { key: 'idg_unit_name', header: 'IDG unit' },
        { key: 'idg_pm_name', header: 'IDG PM' },
        {
          key: 'job_numbers',
          header: 'Job numbers',
          cell: (estimate) => estimate.job_numbers.map((jobNumber) => jobNumber.name).join(', '),
        },
        { key: 'value', header: 'Value', align: 'end', cell: (estimate) => formatMoney(estimate.value) },
        {
          key: 'status',
          header: 'Status',
          cell: (estimate) => <Badge colorPalette={statusPalette(estimate.status_id)}>{estimate.ce_status_name}</Badge>,
        },
        { key: 'po_status', header: 'PO status', cell: (estimate) => poStatusLabel(estimate) },
      ]}
    />
  );
}
