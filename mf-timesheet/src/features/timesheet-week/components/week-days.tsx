/**
 * The week's entries grouped per day, each day with its total: red under 8 hours, green from 8
 * (document 3). Rows come with the columns and actions the page gives.
 */
import { type ReactNode, useDeferredValue } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { LoadingState, type TimesheetEntry, type WeekResponse } from '@portal/shared';
import { type Column, DataTable, type RowAction } from '@portal/shared/lists';
import { dayHeading, formatHours, isShortfall, visibleDays } from '../week';

type Props = {
  week: WeekResponse;
  columns: Column<TimesheetEntry>[];
  rowActions?: (entry: TimesheetEntry) => (RowAction | false)[];
  isRefreshing?: boolean;
  /** Extra controls in a day's header (the developer's "Add entry on …"). */
  dayActions?: (day: string) => ReactNode;
};

export function WeekDays({ week, columns, rowActions, isRefreshing, dayActions }: Props) {
  // The week renders as a transition, in slices (a busy week is some 1,500 components), and
  // whole: days that appeared one by one would push the ones below them down.
  const shownWeek = useDeferredValue(week, null);
  if (!shownWeek) return <LoadingState />;
  return (
    <Stack gap="4">
      {visibleDays(shownWeek).map((day) => {
        const heading = dayHeading(day.day);
        return (
          <Box as="section" key={day.day} aria-label={heading} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
              <HStack gap="3">
                <Heading as="h2" size="sm">
                  {heading}
                </Heading>
                <Badge
                  colorPalette={isShortfall(day.total_hours) ? 'red' : 'green'}
                  variant="solid"
                  aria-label={`Total ${formatHours(day.total_hours)} hours`}
                  data-state={isShortfall(day.total_hours) ? 'shortfall' : 'complete'}
                >
                  {formatHours(day.total_hours)} h
                </Badge>
              </HStack>
              {dayActions?.(day.day)}
            </HStack>
            <DataTable<TimesheetEntry>
              label={`Entries of ${heading}`}
              columns={columns}
              rows={day.timesheet_entries}
              rowKey={(entry) => entry.id}
              rowLabel={(entry) => `${entry.project_title}, ${formatHours(entry.hours)} h`}
              rowActions={rowActions}
              isRefreshing={isRefreshing}
              emptyMessage="No entries."
            />
          </Box>
        );
      })}
    </Stack>
  );
}
