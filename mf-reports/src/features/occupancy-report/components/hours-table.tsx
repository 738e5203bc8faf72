/** Hours per user or per project, largest first; projects link to their details page. */
import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from 'react-router-dom';
import type { NamedHours } from '@portal/shared';
import { type Column, DataTable } from '@portal/shared/lists';
import { NO_RESULTS_MESSAGE } from '../../report-kit/report-header';

export function HoursTable({ label, rows, projects = false }: { label: string; rows: readonly NamedHours[]; projects?: boolean }) {
  const columns: Column<NamedHours>[] = [
    {
      key: 'name',
      header: projects ? 'Project' : 'User',
      cell: projects
        ? (row) => (
            <Link asChild colorPalette="blue">
              <RouterLink to={`/project/${row.id}`}>{row.name}</RouterLink>
            </Link>
          )
        : undefined,
    },
    { key: 'hours', header: 'Hours', align: 'end' },
  ];
  return <DataTable label={label} columns={columns} rows={rows} rowKey={(row) => row.id} emptyMessage={NO_RESULTS_MESSAGE} />;
}
