/** The category's projects with their hours and costs, and the TOTAL row last. */
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { formatCost, formatDate } from '@portal/shared/format';
import { type Column, DataTable } from '@portal/shared/lists';
import { NO_RESULTS_MESSAGE } from '../../report-kit/report-header';
import type { CategoryProjectRow } from '../category-projects';

const COLUMNS: Column<CategoryProjectRow>[] = [
  {
    key: 'project_title',
    header: 'Project',
    cell: (row) =>
      row.isTotal ? (
        <Text as="span" fontWeight="bold">
          {row.project_title}
        </Text>
      ) : (
        <Link asChild colorPalette="blue">
          <RouterLink to={`/project/${row.id}`}>{row.project_title}</RouterLink>
        </Link>
      ),
  },
  { key: 'start_date', header: 'Start date', cell: (row) => formatDate(row.start_date) },
  { key: 'end_date', header: 'End date', cell: (row) => formatDate(row.end_date) },
  { key: 'owner', header: 'Owner' },
  { key: 'estimated_hours', header: 'Estimated hours', align: 'end' },
  { key: 'spent_hours', header: 'Spent hours', align: 'end' },
  { key: 'estimated_cost', header: 'Estimated cost', align: 'end', cell: (row) => formatCost(row.estimated_cost) },
  { key: 'actual_cost', header: 'Actual cost', align: 'end', cell: (row) => formatCost(row.actual_cost) },
];

export function CategoryProjectsTable({ rows }: { rows: readonly CategoryProjectRow[] }) {
  return <DataTable label="Projects" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} emptyMessage={NO_RESULTS_MESSAGE} />;
}
