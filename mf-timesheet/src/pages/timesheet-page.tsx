/**
 * /timesheet (document 3): one week of entries grouped per day with the day's total, moved with
 * previous/next (initially the current week). Developers add, edit and remove their own
 * editable entries; full project managers filter everyone's entries and export them as
 * timesheet.csv. Entries of closed or cancelled projects say so and have no menu; so do entries
 * in the period lock, and a locked day offers no new entry.
 */
import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ErrorState, LoadingState, PAGE_HEADINGS, PageHeading, useMyAccess, type WeekFilters } from '@portal/shared';
import { isDeveloper, isFullProjectManager } from '@portal/shared/access';
import { downloadCsv } from '@portal/shared/csv';
import { entryColumns } from '../features/timesheet-entries/components/entry-columns';
import { TimesheetEntryFormOnDemand } from '../features/timesheet-entries/components/timesheet-entry-form-on-demand';
import { todayIso } from '../features/timesheet-entries/entry-rules';
import { TIMESHEET_CSV_FILE, timesheetCsv } from '../features/timesheet-entries/timesheet-csv';
import { useRemoveEntry } from '../features/timesheet-entries/hooks/use-remove-entry';
import { useTimesheetLock } from '../features/timesheet-lock/api/get-timesheet-lock';
import { useTimesheetWeek } from '../features/timesheet-week/api/get-timesheet-week';
import { WeekDays } from '../features/timesheet-week/components/week-days';
import { WeekFilters as WeekFiltersPanel } from '../features/timesheet-week/components/week-filters';
import { WeekNavigation } from '../features/timesheet-week/components/week-navigation';
import { useWeekKeys, WEEK_SHORTCUTS } from '../features/timesheet-week/hooks/use-week-keys';
import { currentWeekNo, dayHeading } from '../features/timesheet-week/week';

type Editing = { entryId?: number; defaultDate?: string } | null;

export function TimesheetPage() {
  const access = useMyAccess();
  const developer = isDeveloper(access);
  const manager = isFullProjectManager(access);
  const [weekNo, setWeekNo] = useState(currentWeekNo);
  const [filters, setFilters] = useState<WeekFilters>({});
  const week = useTimesheetWeek(weekNo, manager ? filters : {}, manager);
  const [editing, setEditing] = useState<Editing>(null);
  const { entryActions, dialog } = useRemoveEntry();
  const today = todayIso();
  const lock = useTimesheetLock();
  const newEntry = () => setEditing({ defaultDate: today });
  const canAddToday = developer && !lock.isLocked(today);
  useWeekKeys({
    previous: () => setWeekNo((current) => current - 1),
    next: () => setWeekNo((current) => current + 1),
    thisWeek: () => setWeekNo(currentWeekNo()),
    newEntry: canAddToday ? newEntry : undefined,
  });

  const entries = Object.values(week.data?.entries ?? {}).flatMap((day) => day.timesheet_entries);

  return (
    <Stack gap="5">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <PageHeading>{PAGE_HEADINGS['/timesheet']}</PageHeading>
        <HStack gap="2">
          {canAddToday && (
            <Button colorPalette="blue" aria-keyshortcuts={WEEK_SHORTCUTS.newEntry.toUpperCase()} onClick={newEntry}>
              New entry
            </Button>
          )}
          {manager && (
            <Button
              variant="outline"
              disabled={entries.length === 0}
              onClick={() => downloadCsv(timesheetCsv(entries), TIMESHEET_CSV_FILE)}
            >
              Export to CSV
            </Button>
          )}
        </HStack>
      </Flex>
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <WeekNavigation
          week={week.data}
          onMove={(by) => setWeekNo((current) => current + by)}
          onThisWeek={() => setWeekNo(currentWeekNo())}
          isThisWeek={weekNo === currentWeekNo()}
        />
        <Text textStyle="xs" color="fg.muted">
          Keys: [ and ] change the week, T this week{developer && ', N new entry'}
        </Text>
      </Flex>
      {manager && <WeekFiltersPanel value={filters} onChange={setFilters} />}
      {week.error && !week.data ? (
        <ErrorState message="The week could not be loaded." onRetry={() => void week.mutate()} />
      ) : !week.data ? (
        <LoadingState />
      ) : (
        <WeekDays
          week={week.data}
          isRefreshing={week.isValidating}
          columns={entryColumns({ withDeveloper: manager })}
          rowActions={(entry) => entryActions(entry, () => setEditing({ entryId: entry.id }))}
          dayActions={(day) =>
            lock.isLocked(day) ? (
              <Badge colorPalette="gray" variant="outline" title="The timesheet is locked for this day">
                Locked
              </Badge>
            ) : (
              developer &&
              day <= today && (
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => setEditing({ defaultDate: day })}
                  aria-label={`Add entry on ${dayHeading(day)}`}
                >
                  + Add entry
                </Button>
              )
            )
          }
        />
      )}
      <TimesheetEntryFormOnDemand
        open={editing !== null}
        onClose={() => setEditing(null)}
        entryId={editing?.entryId}
        defaultDate={editing?.defaultDate}
      />
      {dialog}
    </Stack>
  );
}
