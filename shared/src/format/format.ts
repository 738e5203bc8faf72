/**
 * How the portal writes dates and money (document 1, section 9). Dates are written with the
 * platform's Intl rather than luxon: the pages that only show dates (the dashboard, the projects
 * list) then do not load luxon at all; it comes with the first form that reads or counts dates.
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_OR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T|$)/;
const fields = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;
// A YYYY-MM-DD date is a calendar day, not an instant: Date reads it as UTC midnight, so it is
// written in UTC and no time zone moves it to the day before.
const asCalendarDay = new Intl.DateTimeFormat('en-GB', { ...fields, timeZone: 'UTC' });
const inViewersZone = new Intl.DateTimeFormat('en-GB', fields);

/** An IANA zone such as Europe/Berlin; the viewer's own when not given. */
type TimeZone = string | undefined;

type DateParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;

function dateParts(value: string | null | undefined, timeZone: TimeZone): DateParts | null {
  if (!value || !ISO_DATE_OR_TIMESTAMP.test(value)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const dateOnly = DATE_ONLY.test(value);
  // Date rolls 2026-02-30 over to 2 March; a day that does not exist is not a date.
  if (dateOnly && !instant.toISOString().startsWith(value)) return null;
  const format = dateOnly ? asCalendarDay : timeZone ? new Intl.DateTimeFormat('en-GB', { ...fields, timeZone }) : inViewersZone;
  return Object.fromEntries(format.formatToParts(instant).map(({ type, value: part }) => [type, part])) as DateParts;
}

/** DD.MM.YYYY for a YYYY-MM-DD date or an ISO timestamp; empty for a missing value. */
export function formatDate(value: string | null | undefined, timeZone?: TimeZone): string {
  const parts = dateParts(value, timeZone);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : '';
}

const TYPED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** The YYYY-MM-DD date of a typed DD.MM.YYYY (a one-digit day or month too); undefined for anything else, 30.02. included. */
export function parseDate(text: string): string | undefined {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year] = match;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return formatDate(date) ? date : undefined;
}

/** DD.MM.YYYY HH:mm, in the viewer's time zone unless another is given. */
export function formatDateTime(value: string | null | undefined, timeZone?: TimeZone): string {
  const parts = dateParts(value, timeZone);
  return parts ? `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}` : '';
}

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
// English month names as the design writes them ("Sep 2026"): en-GB's Intl writes "Sept".
const asMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Jan 2026" for a YYYY-MM month; the text itself for anything else. */
export function formatMonth(value: string): string {
  const [, year, month] = YEAR_MONTH.exec(value) ?? [];
  if (!year || Number(month) < 1 || Number(month) > 12) return value;
  return asMonth.format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
}

// One formatter for every cost: building one is far slower than formatting with it, and a table writes hundreds.
const asCost = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Two decimals, grouped for reading (1,234.50). */
export function formatCost(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  return asCost.format(Number.isFinite(amount) ? amount : 0);
}

/** Titles shortened for lists: cut to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
