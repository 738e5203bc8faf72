/**
 * The week as the page shows it: the number the API takes (counted from ISO week 1 of the
 * current year, so previous/next is -1/+1 across new year), the label, and the days to show
 * with their totals' state (under 8 hours is a shortfall).
 */
import { DateTime } from 'luxon';
import { DAILY_CAPACITY_HOURS, type TimesheetDay, type WeekResponse } from '@portal/shared';
import { formatDate } from '@portal/shared/format';

export function currentWeekNo(now: DateTime = DateTime.now()): number {
  return now.weekNumber;
}

export const weekLabel = (week: Pick<WeekResponse, 'startDate' | 'endDate'>) =>
  `Week: ${formatDate(week.startDate)} - ${formatDate(week.endDate)}`;

export const isShortfall = (totalHours: number) => totalHours < DAILY_CAPACITY_HOURS;

export type WeekDay = TimesheetDay & { day: string; weekend: boolean };

/** Monday to Friday always; Saturday and Sunday only when something was logged on them. */
export function visibleDays(week: WeekResponse): WeekDay[] {
  return Object.entries(week.entries)
    .map(([day, group]) => ({ ...group, day, weekend: DateTime.fromISO(day).weekday > 5 }))
    .filter((day) => !day.weekend || day.timesheet_entries.length > 0);
}

/** "Monday, 16.11.2026" */
export const dayHeading = (day: string) => `${DateTime.fromISO(day).setLocale('en-GB').toFormat('cccc')}, ${formatDate(day)}`;

const asHours = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatHours = (hours: number) => asHours.format(hours);
