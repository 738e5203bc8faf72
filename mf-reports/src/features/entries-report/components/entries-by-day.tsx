/**
 * The report's entries grouped per day under a "dddd DD.MM.YYYY" heading (document 3,
 * section 2), the flags as read-only checkboxes, each project a link to its details page.
 */
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { DateTime } from 'luxon';
import { Link as RouterLink } from 'react-router-dom';
import type { TimesheetReportEntry } from '@portal/shared';
import { formatDate } from '@portal/shared/format';
import { CheckCell, type Column, DataTable } from '@portal/shared/lists';

const COLUMNS: Column<TimesheetReportEntry>[] = [
  {
    key: 'project_title',
    header: 'Project',
    cell: (entry) => (
      <Link asChild colorPalette="blue">
        <RouterLink to={`/project/${entry.project_id}`}>{entry.project_title}</RouterLink>
      </Link>
    ),
  },
  { key: 'manual_date', header: 'Date', cell: (entry) => formatDate(entry.manual_date) },
  { key: 'user_name', header: 'User' },
  { key: 'hours', header: 'Hours', align: 'end' },
  { key: 'activity_name', header: 'Activity' },
  { key: 'extra_request', header: 'Extra request', cell: (entry) => <CheckCell checked={entry.extra_request} label="Extra request" /> },
  { key: 'qa_issue', header: 'QA', cell: (entry) => <CheckCell checked={entry.qa_issue} label="QA" /> },
  { key: 'overtime', header: 'Overtime', cell: (entry) => <CheckCell checked={entry.overtime} label="Overtime" /> },
  { key: 'details', header: 'Details' },
  { key: 'mjn', header: 'MJN' },
];

/** "Monday 23.11.2026" */
export const dayHeading = (isoDate: string) => DateTime.fromISO(isoDate).setLocale('en-GB').toFormat('cccc dd.LL.yyyy');

export function EntriesByDay({ entries }: { entries: readonly TimesheetReportEntry[] }) {
  // The API answers in day order: consecutive entries of one day form its group.
  const days = new Map<string, TimesheetReportEntry[]>();
  for (const entry of entries) days.set(entry.manual_date, [...(days.get(entry.manual_date) ?? []), entry]);
  return (
    <Stack gap="5">
      {[...days].map(([day, dayEntries]) => (
        <Stack key={day} as="section" gap="2" aria-label={dayHeading(day)}>
          <Heading as="h2" size="md">
            {dayHeading(day)}
          </Heading>
          <DataTable label={`Entries of ${dayHeading(day)}`} columns={COLUMNS} rows={dayEntries} rowKey={(entry) => entry.id} />
        </Stack>
      ))}
    </Stack>
  );
}
