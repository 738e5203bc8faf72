/**
 * Calendar helpers. "Today" is the server's local date, computed here and passed to SQL as a
 * parameter, so that the seed, the dashboard figures and the tests agree whatever time zone
 * the database session uses.
 */

/** YYYY-MM-DD of a moment in the server's local time zone. */
export function isoDate(moment: Date): string {
  const y = moment.getFullYear();
  const m = String(moment.getMonth() + 1).padStart(2, '0');
  const d = String(moment.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * DD.MM.YYYY of a YYYY-MM-DD date: how every date reads in a message, a notification or a
 * document the API writes for people (documents 1-3, section 9).
 */
export function displayDate(day: string): string {
  return day.slice(0, 10).split('-').reverse().join('.');
}

export function today(now: Date = new Date()): string {
  return isoDate(now);
}

/** Calendar arithmetic on YYYY-MM-DD strings (noon avoids daylight-saving edges). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return isoDate(new Date(y, m - 1, d + days, 12));
}

/** Calendar months later, the day kept or cut to the month's last day (as luxon's plus({ months })). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const lastDay = new Date(y, m - 1 + months + 1, 0, 12).getDate();
  return isoDate(new Date(y, m - 1 + months, Math.min(d, lastDay), 12));
}

/** 0 Sunday ... 6 Saturday. */
export function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12).getDay();
}

export function isWorkingDay(day: string): boolean {
  const wd = weekday(day);
  return wd >= 1 && wd <= 5;
}

/** The next `count` Monday-to-Friday dates strictly after `day`. */
export function nextWorkingDays(day: string, count: number): string[] {
  const result: string[] = [];
  let cursor = day;
  while (result.length < count) {
    cursor = addDays(cursor, 1);
    if (isWorkingDay(cursor)) result.push(cursor);
  }
  return result;
}

/**
 * ISO 8601 form of a timestamp as the drivers hand it over: PostgreSQL's text form
 * ("2025-01-31 09:15:00.123+00") or a Date.
 */
export function toIsoDateTime(value: string | Date): string {
  if (typeof value !== 'string') return new Date(value.getTime()).toISOString();
  const normalised = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00')
    .replace(/([+-]\d\d)(\d\d)$/, '$1:$2');
  const parsed = new Date(normalised);
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
}
