/**
 * The columns of a list of timesheet entries, for the week and the project's panel: the
 * project links to its details page and says when it is inactive (closed or cancelled) or
 * locked (dated in the period lock).
 */
import { Badge } from '@chakra-ui/react/badge';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { type TimesheetEntry } from '@portal/shared';
import { formatDate } from '@portal/shared/format';
import type { Column } from '@portal/shared/lists';
import { ApprovalState } from './approval-state';

const hours = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function ProjectCell({ entry }: { entry: TimesheetEntry }) {
  return (
    <Stack gap="0.5">
      <HStack gap="2" wrap="wrap">
        <Link asChild colorPalette="blue">
          <RouterLink to={`/project/${entry.project_id}`}>{entry.project_title}</RouterLink>
        </Link>
        {entry.project_inactive && (
          <Badge colorPalette="orange" variant="outline" size="sm">
            Inactive
          </Badge>
        )}
        {entry.locked && (
          <Badge colorPalette="gray" variant="solid" size="sm" title="The timesheet is locked for this day">
            Locked
          </Badge>
        )}
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {[entry.clients_name, entry.brands_name].filter(Boolean).join(' · ')}
        {entry.job_number && (
          <>
            {entry.clients_name || entry.brands_name ? ' · ' : ''}
            <Text as="span" whiteSpace="nowrap">
              {entry.job_number}
            </Text>
          </>
        )}
      </Text>
    </Stack>
  );
}

function Flags({ entry }: { entry: TimesheetEntry }) {
  const flags = [entry.extra_request && 'Extra request', entry.overtime && 'Overtime', entry.qa_issue && 'QA issue'].filter(Boolean);
  return (
    <HStack gap="1" wrap="wrap">
      {flags.map((flag) => (
        <Badge key={String(flag)} size="sm" variant="surface">
          {flag}
        </Badge>
      ))}
    </HStack>
  );
}

type Options = { withProject?: boolean; withDeveloper?: boolean; withDate?: boolean };

export function entryColumns({ withProject = true, withDeveloper = false, withDate = false }: Options): Column<TimesheetEntry>[] {
  // On a phone's card: the project (or, in a project's own panel, the developer) and what was logged.
  const columns: (Column<TimesheetEntry> | false)[] = [
    withDate && { key: 'manual_date', header: 'Date', phone: 'figure', cell: (e: TimesheetEntry) => formatDate(e.manual_date) },
    withDeveloper && { key: 'user_name', header: 'Developer', phone: withProject ? 'figure' : 'title' },
    withProject && { key: 'project', header: 'Project', phone: 'title', cell: (e: TimesheetEntry) => <ProjectCell entry={e} /> },
    { key: 'activity_name', header: 'Activity', phone: 'figure' },
    { key: 'hours', header: 'Hours', align: 'end', nowrap: true, phone: 'figure', cell: (e: TimesheetEntry) => hours.format(e.hours) },
    { key: 'flags', header: 'Flags', cell: (e: TimesheetEntry) => <Flags entry={e} /> },
    { key: 'mjn', header: 'MJN', nowrap: true, cell: (e: TimesheetEntry) => e.mjn ?? '' },
    { key: 'details', header: 'Details', cell: (e: TimesheetEntry) => e.details ?? '' },
    { key: 'approval', header: 'Approval', phone: 'figure', cell: (e: TimesheetEntry) => <ApprovalState entry={e} /> },
  ];
  return columns.filter((column) => column !== false);
}
