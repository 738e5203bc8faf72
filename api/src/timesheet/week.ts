/**
 * The week of GET ts-by-week/{week}: week numbers count on from the first ISO week of the
 * current ISO week-year, so previous/next is always -1/+1, across new year too.
 */
import { addDays, today, weekday } from '../lib/dates';

export type WeekRange = { weekNo: number; startDate: string; endDate: string; days: string[] };

const mondayOf = (day: string) => addDays(day, -((weekday(day) + 6) % 7));

/** Monday of ISO week 1 of the week-year `now` is in (the week holding 4 January). */
function firstMonday(now: Date): string {
  const thursday = addDays(mondayOf(today(now)), 3);
  return mondayOf(`${thursday.slice(0, 4)}-01-04`);
}

const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

export function currentWeekNo(now: Date): number {
  return (dayNumber(mondayOf(today(now))) - dayNumber(firstMonday(now))) / 7 + 1;
}

export function weekRange(weekNo: number, now: Date): WeekRange {
  const monday = addDays(firstMonday(now), (weekNo - 1) * 7);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return { weekNo, startDate: days[0], endDate: days[6], days };
}
