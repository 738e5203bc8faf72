/**
 * The week grid (issue 32), beside the list per day: one row per project and activity (and MJN
 * where the project needs one), Monday to Sunday, a cell per day's hours, each row's total, each
 * day's total (red under 8 hours on working days, as the list) and the week's. Typing in a cell
 * creates or changes that day's entry through POST ts and PUT ts/{id}, with the same rules as
 * the entry form; emptying a cell removes its entry after "Are you sure?". Each row can start
 * the user's timer (RowTimer), which the header shows on every page.
 */
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import {
  GENERIC_ERROR,
  type IsoDate,
  timesheetLockedMessage,
  type TimesheetEntry,
  type TimesheetProject,
  validationMessages,
  type WeekResponse,
} from '@portal/shared';
import { useSaveTimesheetEntry } from '../../timesheet-entries/api/save-timesheet-entry';
import { dateBounds, dateOutOfBounds, hoursError, toFormValues, toPayload } from '../../timesheet-entries/entry-rules';
import { readHours } from '../../timesheet-entries/hours-input';
import { dayHeading, formatHours, isShortfall } from '../../timesheet-week/week';
import { type GridRow, type GridRowHead, gridRows, weekDays, weekTotal } from '../grid-rows';
import { moveBetweenCells } from '../grid-keys';
import { CellEntriesDialog } from './cell-entries-dialog';
import { GridCell } from './grid-cell';
import { RowTimer } from './row-timer';
import { useRunningTimer } from '../api/get-running-timer';

type Props = {
  week: WeekResponse;
  /** The projects the user may log time on (ts-projects, active only). */
  projects: readonly TimesheetProject[];
  /** Rows added or copied from last week, shown until they hold hours. */
  added: readonly GridRowHead[];
  today: IsoDate;
  lockedUntil: IsoDate | null;
  isLocked: (day: IsoDate) => boolean;
  onEdit: (entry: TimesheetEntry) => void;
  onRemove: (entry: TimesheetEntry) => void;
};

const shortDay = (day: IsoDate) => DateTime.fromISO(day).setLocale('en-GB').toFormat('ccc dd.MM.');
const isWeekend = (day: IsoDate) => DateTime.fromISO(day).weekday > 5;
const rowTitle = (row: GridRowHead) => `${row.project_title}, ${row.activity_name}${row.mjn ? `, MJN ${row.mjn}` : ''}`;

export function WeekGrid({ week, projects, added, today, lockedUntil, isLocked, onEdit, onRemove }: Props) {
  const save = useSaveTimesheetEntry();
  const running = useRunningTimer().data?.data;
  const [opened, setOpened] = useState<{ title: string; row: string; day: IsoDate } | undefined>();
  const rows = gridRows(week, projects, added);
  const days = weekDays(week);

  const readOnlyReason = (row: GridRow, day: IsoDate): string | undefined => {
    const entries = row.days[day];
    if (entries.length === 1 && !entries[0].editable) {
      const [entry] = entries;
      if (entry.project_inactive) return 'The project is closed or cancelled';
      if (entry.approval_state === 1) return 'Approved: it can no longer be changed';
      return 'This entry can no longer be changed';
    }
    if (isLocked(day)) return timesheetLockedMessage(lockedUntil!);
    const project = projects.find((p) => p.id === row.project_id);
    if (!project) return entries.length === 0 ? 'The project is closed or cancelled' : undefined;
    return entries.length === 0 ? dateOutOfBounds(day, dateBounds(project, today), today) : undefined;
  };

  const saveCell = async (row: GridRow, day: IsoDate, typed: string): Promise<string | undefined> => {
    const [entry] = row.days[day];
    if (typed.trim() === '') {
      if (entry) onRemove(entry);
      return undefined;
    }
    const refusal = hoursError(typed);
    if (refusal) return refusal;
    const hours = readHours(typed)!.hours!;
    const payload = entry
      ? { ...toPayload(toFormValues(entry)), hours }
      : {
          project_id: row.project_id,
          activity_type_id: row.activity_type_id,
          hours,
          manual_date: day,
          extra_request: 0 as const,
          overtime: 0 as const,
          qa_issue: 0 as const,
          details: null,
          mjn: row.mjn,
        };
    try {
      await save(payload, entry?.id);
      return undefined;
    } catch (error) {
      return (await validationMessages(error))?.join(' ') ?? GENERIC_ERROR;
    }
  };

  const openedRow = rows.find((row) => row.key === opened?.row);
  return (
    <Box overflowX="auto" onKeyDown={moveBetweenCells}>
      <Table.Root size="sm" aria-label="Week grid">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="14rem">Project and activity</Table.ColumnHeader>
            {days.map((day) => (
              <Table.ColumnHeader key={day} textAlign="end" minW="5.5rem" title={dayHeading(day)}>
                {shortDay(day)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={days.length + 2}>
                <Text color="fg.muted">No rows this week: add one, or copy last week's rows.</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row, rowIndex) => (
            <Table.Row key={row.key}>
              <Table.ColumnHeader scope="row" fontWeight="normal">
                <Text fontWeight="semibold">{row.project_title}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {row.activity_name}
                  {row.mjn ? ` · MJN ${row.mjn}` : ''}
                </Text>
                <Box mt="1">
                  <RowTimer row={row} title={rowTitle(row)} running={running} />
                </Box>
              </Table.ColumnHeader>
              {days.map((day, column) => (
                <Table.Cell key={day} verticalAlign="top" bg={isWeekend(day) ? 'bg.muted' : undefined}>
                  <GridCell
                    label={`${rowTitle(row)}, ${dayHeading(day)}`}
                    entries={row.days[day]}
                    readOnlyReason={readOnlyReason(row, day)}
                    onSave={(typed) => saveCell(row, day, typed)}
                    onOpenEntries={() => setOpened({ title: `${rowTitle(row)}, ${dayHeading(day)}`, row: row.key, day })}
                    position={{ row: rowIndex, column }}
                  />
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="semibold" aria-label={`Total of ${rowTitle(row)}`}>
                {formatHours(row.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.ColumnHeader scope="row">Day total</Table.ColumnHeader>
            {days.map((day) => {
              const total = week.entries[day].total_hours;
              const shortfall = !isWeekend(day) && isShortfall(total);
              return (
                <Table.Cell key={day} textAlign="end">
                  <Badge
                    colorPalette={shortfall ? 'red' : isWeekend(day) && total === 0 ? 'gray' : 'green'}
                    variant="solid"
                    aria-label={`${dayHeading(day)}: total ${formatHours(total)} hours`}
                    data-state={shortfall ? 'shortfall' : 'complete'}
                  >
                    {formatHours(total)}
                  </Badge>
                </Table.Cell>
              );
            })}
            <Table.Cell textAlign="end" fontWeight="bold" aria-label={`Week total ${formatHours(weekTotal(week))} hours`}>
              {formatHours(weekTotal(week))}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
      <CellEntriesDialog
        title={opened?.title}
        entries={openedRow && opened ? openedRow.days[opened.day] : []}
        onClose={() => setOpened(undefined)}
        onEdit={(entry) => {
          setOpened(undefined);
          onEdit(entry);
        }}
      />
    </Box>
  );
}
