/**
 * /timesheet (document 3): one week of entries grouped per day with the day's total, moved with
 * previous/next (initially the current week). Developers and full project managers (issue 32)
 * add, edit and remove their own editable entries; full project managers filter everyone's
 * entries and export them as timesheet.csv. Entries of closed or cancelled projects say so and
 * have no menu; so do entries in the period lock, and a locked day offers no new entry.
 * Whoever logs time may show their own week as a grid instead (issue 32), a choice remembered
 * on the server; the grid adds rows, or copies last week's rows without their hours.
 * Opened with ?new=1 (the command palette's "New timesheet entry", issue 32) it starts a new
 * entry for today, as the New entry button does, and drops the parameter.
 */
import { useEffect, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Group } from '@chakra-ui/react/group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  ErrorState,
  LoadingState,
  notifySuccess,
  PAGE_HEADINGS,
  PageHeading,
  reportApiError,
  useMyAccess,
  useSessionStore,
  type WeekFilters,
} from '@portal/shared';
import { canLogTime, isFullProjectManager } from '@portal/shared/access';
import { downloadCsv } from '@portal/shared/csv';
import { entryColumns } from '../features/timesheet-entries/components/entry-columns';
import { TimesheetEntryFormOnDemand } from '../features/timesheet-entries/components/timesheet-entry-form-on-demand';
import { todayIso } from '../features/timesheet-entries/entry-rules';
import { TIMESHEET_CSV_FILE, timesheetCsv } from '../features/timesheet-entries/timesheet-csv';
import { useRemoveEntry } from '../features/timesheet-entries/hooks/use-remove-entry';
import { useTimesheetLock } from '../features/timesheet-lock/api/get-timesheet-lock';
import { useTimesheetProjects } from '../features/timesheet-entries/api/get-timesheet-projects';
import { offeredProjects } from '../features/timesheet-entries/entry-rules';
import { useTimesheetView } from '../features/timesheet-grid/api/timesheet-view';
import { AddRowForm } from '../features/timesheet-grid/components/add-row-form';
import { WeekGrid } from '../features/timesheet-grid/components/week-grid';
import { type GridRowHead, rowHeads } from '../features/timesheet-grid/grid-rows';
import { getTimesheetWeek, useTimesheetWeek } from '../features/timesheet-week/api/get-timesheet-week';
import { WeekDays } from '../features/timesheet-week/components/week-days';
import { WeekFilters as WeekFiltersPanel } from '../features/timesheet-week/components/week-filters';
import { WeekNavigation } from '../features/timesheet-week/components/week-navigation';
import { useWeekKeys, WEEK_SHORTCUTS } from '../features/timesheet-week/hooks/use-week-keys';
import { currentWeekNo, dayHeading } from '../features/timesheet-week/week';

type Editing = { entryId?: number; defaultDate?: string } | null;

export function TimesheetPage() {
  const access = useMyAccess();
  const logger = canLogTime(access);
  const manager = isFullProjectManager(access);
  const myId = useSessionStore((state) => state.me?.id);
  const [weekNo, setWeekNo] = useState(currentWeekNo);
  const [filters, setFilters] = useState<WeekFilters>({});
  const { view, choose } = useTimesheetView();
  const grid = logger && view === 'grid';
  // The grid is the user's own week; a manager's list shows everyone's, as filtered.
  const shownFilters: WeekFilters = manager ? (grid ? { user_id: myId } : filters) : {};
  const week = useTimesheetWeek(weekNo, shownFilters, manager);
  const projects = useTimesheetProjects(grid);
  const offered = offeredProjects(projects.data?.data ?? []);
  const [added, setAdded] = useState<Record<number, GridRowHead[]>>({});
  const addRows = (rows: GridRowHead[]) => setAdded((all) => ({ ...all, [weekNo]: [...(all[weekNo] ?? []), ...rows] }));
  const copyLastWeek = async () => {
    try {
      const last = await getTimesheetWeek(weekNo - 1, shownFilters);
      const rows = rowHeads(last, offered).filter((row) => offered.some((project) => project.id === row.project_id));
      addRows(rows);
      notifySuccess(rows.length > 0 ? `${rows.length} rows copied from last week.` : 'Last week has no rows to copy.');
    } catch (error) {
      await reportApiError(error);
    }
  };
  const [editing, setEditing] = useState<Editing>(null);
  const { entryActions, remove, dialog } = useRemoveEntry();
  const today = todayIso();
  const lock = useTimesheetLock();
  const newEntry = () => setEditing({ defaultDate: today });
  const canAddToday = logger && !lock.isLocked(today);
  useNewEntryAsked(() => canAddToday && newEntry());
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
          Keys: [ and ] change the week, T this week{logger && ', N new entry'}
          {grid && '; in the grid Tab and the arrow keys move, Enter saves'}
        </Text>
      </Flex>
      {logger && (
        <HStack gap="2" wrap="wrap" justify="space-between">
          <Group role="group" aria-label="View" attached>
            {(['list', 'grid'] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                variant={(view ?? 'list') === option ? 'solid' : 'outline'}
                aria-pressed={(view ?? 'list') === option}
                onClick={() => choose(option)}
              >
                {option === 'list' ? 'List' : 'Week grid'}
              </Button>
            ))}
          </Group>
          {grid && (
            <Button size="sm" variant="outline" onClick={() => void copyLastWeek()} disabled={!projects.data}>
              Copy last week's rows
            </Button>
          )}
        </HStack>
      )}
      {manager && !grid && <WeekFiltersPanel value={filters} onChange={setFilters} />}
      {week.error && !week.data ? (
        <ErrorState message="The week could not be loaded." onRetry={() => void week.mutate()} />
      ) : !week.data || (grid && !projects.data) ? (
        <LoadingState />
      ) : grid ? (
        <Stack gap="4">
          <WeekGrid
            week={week.data}
            projects={offered}
            added={added[weekNo] ?? []}
            today={today}
            lockedUntil={lock.lockedUntil}
            isLocked={lock.isLocked}
            onEdit={(entry) => setEditing({ entryId: entry.id })}
            onRemove={remove}
          />
          <AddRowForm projects={offered} onAdd={(row) => addRows([row])} />
        </Stack>
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
              logger &&
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

/**
 * ?new=1 asks for a new entry once per navigation: `start` runs at the first render of that
 * navigation, then the parameter goes (replacing the address, so Back does not ask again).
 */
function useNewEntryAsked(start: () => void): void {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const asked = params.get('new') === '1';
  const [answered, setAnswered] = useState<string | null>(null);
  if (asked && answered !== key) {
    setAnswered(key);
    start();
  }
  useEffect(() => {
    if (asked && answered === key) {
      setParams(
        (current) => {
          current.delete('new');
          return current;
        },
        { replace: true },
      );
    }
  }, [asked, answered, key, setParams]);
}
