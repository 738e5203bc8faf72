/** How the portal writes dates and money (document 1, section 9). */
import { DateTime } from 'luxon';

/** DD.MM.YYYY for a YYYY-MM-DD date or an ISO timestamp; empty for a missing value. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = DateTime.fromISO(value);
  return date.isValid ? date.toFormat('dd.LL.yyyy') : '';
}

/** DD.MM.YYYY HH:mm in the viewer's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = DateTime.fromISO(value);
  return date.isValid ? date.toLocal().toFormat('dd.LL.yyyy HH:mm') : '';
}

/** YYYY-MM-DD, the form in which dates are sent. */
export function toIsoDate(date: DateTime): string {
  return date.toISODate() ?? '';
}

/** Two decimals, grouped for reading (1,234.50). */
export function formatCost(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  return new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number.isFinite(amount) ? amount : 0,
  );
}

/** Titles shortened for lists: cut to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
