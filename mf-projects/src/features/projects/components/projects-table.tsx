/**
 * The projects table (document 1, section 2), used by the projects list and the projects
 * report: title linking to the project, dates DD.MM.YYYY, costs with two decimals, profit
 * (estimated minus actual) highlighted when negative, child projects set apart.
 */
import { Fragment } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { type ProjectRow, type ProjectsTableProps } from '@portal/shared';
import { formatCost, formatDate } from '@portal/shared/format';
import { type Column, DataTable } from '@portal/shared/lists';

function TitleCell({ project, isNew }: { project: ProjectRow; isNew: boolean }) {
  const child = project.parent_id !== null;
  return (
    <Box
      data-child={child || undefined}
      pl={child ? '4' : undefined}
      borderLeftWidth={child ? '3px' : undefined}
      borderColor="purple.solid"
    >
      {child && (
        <Text as="span" srOnly>
          Subproject:{' '}
        </Text>
      )}
      <Link
        asChild
        colorPalette={child ? 'purple' : 'blue'}
        fontStyle={child ? 'italic' : undefined}
        fontWeight={project.has_children ? 'semibold' : undefined}
      >
        <RouterLink to={`/project/${project.id}`}>{project.title}</RouterLink>
      </Link>
      {isNew && (
        <Badge ms="2" colorPalette="green" title={`Created just now; its status is ${project.status_name}.`}>
          New · {project.status_name}
        </Badge>
      )}
    </Box>
  );
}

function ProfitCell({ profit }: { profit: number }) {
  const loss = profit < 0;
  return (
    <Text as="span" color={loss ? 'fg.error' : undefined} fontWeight={loss ? 'semibold' : undefined} data-negative={loss || undefined}>
      {formatCost(profit)}
    </Text>
  );
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

/** A line breaks between job numbers, never inside one ("JN-2026-" / "0042"). */
function JobNumbersCell({ jobNumbers }: { jobNumbers: ProjectRow['job_numbers'] }) {
  return jobNumbers.map((jobNumber, index) => (
    <Fragment key={jobNumber.name}>
      {index > 0 && ', '}
      <Text as="span" whiteSpace="nowrap">
        {jobNumber.name}
      </Text>
    </Fragment>
  ));
}

const NONE_NEW: ReadonlySet<number> = new Set();

export function projectColumns(showRole: boolean, newRowIds: ReadonlySet<number> = NONE_NEW): Column<ProjectRow>[] {
  return [
    // A phone's card: the title and the figures a PM looks for first.
    { key: 'title', header: 'Title', phone: 'title', cell: (project) => <TitleCell project={project} isNew={newRowIds.has(project.id)} /> },
    ...(showRole
      ? [{ key: 'role', header: 'Role', cell: (project: ProjectRow) => (project.teamlead_view ? 'Team lead' : 'Developer') }]
      : []),
    { key: 'business_units', header: 'Business units', cell: (project) => names(project.business_units) },
    { key: 'job_numbers', header: 'Job numbers', phone: 'figure', cell: (project) => <JobNumbersCell jobNumbers={project.job_numbers} /> },
    { key: 'client_name', header: 'Client', phone: 'figure' },
    { key: 'brand_name', header: 'Brand' },
    { key: 'hg_pm_name', header: 'Client PM' },
    { key: 'idg_pm_name', header: 'IDG PM' },
    { key: 'start_date', header: 'Start', nowrap: true, cell: (project) => formatDate(project.start_date) },
    { key: 'deadline', header: 'Deadline', nowrap: true, phone: 'figure', cell: (project) => formatDate(project.deadline) },
    { key: 'type', header: 'Type' },
    { key: 'estimated_cost', header: 'Estimated cost', align: 'end', nowrap: true, cell: (project) => formatCost(project.estimated_cost) },
    { key: 'actual_cost', header: 'Actual cost', align: 'end', nowrap: true, cell: (project) => formatCost(project.actual_cost) },
    {
      key: 'profit',
      header: 'Profit',
      align: 'end',
      nowrap: true,
      phone: 'figure',
      cell: (project) => <ProfitCell profit={project.profit} />,
    },
  ];
}

export function ProjectsTable({
  rows,
  isLoading,
  isRefreshing,
  error,
  onRetry,
  showRole = false,
  rowActions,
  emptyMessage = 'No projects match these filters.',
  newRowIds,
}: ProjectsTableProps) {
  return (
    <DataTable<ProjectRow>
      label="Projects"
      columns={projectColumns(showRole, newRowIds)}
      rows={rows}
      rowKey={(project) => project.id}
      rowLabel={(project) => project.title}
      rowActions={rowActions}
      isLoading={isLoading}
      isRefreshing={isRefreshing}
      error={error}
      errorMessage="The projects could not be loaded."
      onRetry={onRetry}
      emptyMessage={emptyMessage}
    />
  );
}
