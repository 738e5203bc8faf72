/**
 * The working-places page's rules (document 3): the list runs from today to one month ahead by
 * default; the add form's calendar offers today to one month ahead, Monday to Friday, except
 * days the user already set. Places 1 and 2 are offered, 3 (Holiday) only shown.
 */
import { DateTime } from 'luxon';
import {
  type IsoDate,
  OFFERED_WORKING_PLACES,
  WORKING_PLACE_LABELS,
  WORKING_PLACE_MONTHS_AHEAD,
  type WorkingPlaceValue,
} from '@portal/shared';

export type WorkingPlacesFilters = { start_date: IsoDate; end_date: IsoDate; user_id?: number };

export const WORKING_PLACES_CSV_FILE = 'working-places.csv';

export const WORKING_PLACE_MESSAGES = {
  saved: 'Working place has been saved.',
  deleted: 'Working place entry has been deleted.',
  restored: 'Working place entry has been restored.',
} as const;

const iso = (day: DateTime): IsoDate => day.toISODate() ?? '';

export function defaultWorkingPlacesFilters(today: DateTime = DateTime.local()): WorkingPlacesFilters {
  return { start_date: iso(today), end_date: iso(today.plus({ months: WORKING_PLACE_MONTHS_AHEAD })) };
}

/** After a change: an emptied date keeps the previous one, and a start past the end pushes the end. */
export function nextWorkingPlacesFilters(changed: Partial<WorkingPlacesFilters>, previous: WorkingPlacesFilters): WorkingPlacesFilters {
  const start = changed.start_date ?? previous.start_date;
  const end = changed.end_date ?? previous.end_date;
  return { user_id: changed.user_id, start_date: start, end_date: end < start ? start : end };
}

export const sameWorkingPlacesFilters = (a?: Partial<WorkingPlacesFilters>, b?: Partial<WorkingPlacesFilters>) =>
  a?.user_id === b?.user_id && a?.start_date === b?.start_date && a?.end_date === b?.end_date;

export const workingPlaceLabel = (value: WorkingPlaceValue) => WORKING_PLACE_LABELS[value] ?? String(value);

export const WORKING_PLACE_OPTIONS = OFFERED_WORKING_PLACES.map((value) => ({ value, label: WORKING_PLACE_LABELS[value] }));

export type CalendarDay = {
  date: IsoDate;
  /** 1 Monday ... 7 Sunday. */
  weekday: number;
  weekend: boolean;
  taken: boolean;
  selectable: boolean;
};

/** Every day from today to one month ahead, with why it cannot be picked. */
export function calendarDays(today: DateTime, taken: readonly IsoDate[]): CalendarDay[] {
  const takenDays = new Set(taken);
  const last = today.startOf('day').plus({ months: WORKING_PLACE_MONTHS_AHEAD });
  const days: CalendarDay[] = [];
  for (let day = today.startOf('day'); day <= last; day = day.plus({ days: 1 })) {
    const date = iso(day);
    const weekend = day.weekday >= 6;
    const isTaken = takenDays.has(date);
    days.push({ date, weekday: day.weekday, weekend, taken: isTaken, selectable: !weekend && !isTaken });
  }
  return days;
}

/** The calendar's rows: weeks from Monday, with empty cells before the first day and after the last. */
export function calendarWeeks(days: readonly CalendarDay[]): (CalendarDay | null)[][] {
  if (days.length === 0) return [];
  const cells: (CalendarDay | null)[] = [...Array<null>(days[0].weekday - 1).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
