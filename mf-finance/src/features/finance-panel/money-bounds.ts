/**
 * The amounts the API's columns can hold (issue 29), checked while the user types so a form
 * shows "The value is too large." before it is sent: numeric(12,2) for a line's quantity and
 * unit cost (ten digits before the point), numeric(14,2) for a line's value, an estimate's value
 * and an expense's value (twelve).
 */
import type { Validator } from '@portal/shared';

export const TOO_LARGE_MESSAGE = 'The value is too large.';
export const LINE_AMOUNT_DIGITS = 10;
export const VALUE_DIGITS = 12;

/** Whether a typed number is at least 10^integerDigits (or, as a figure the form computed, rounds up to it). */
export function isTooLarge(value: unknown, integerDigits: number): boolean {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? Math.abs(number) >= 10 ** integerDigits - 0.005 : false;
}

/** A field rule: "The value is too large." past `integerDigits` digits before the point. */
export const fitsDigits =
  (integerDigits: number): Validator =>
  (value) =>
    isTooLarge(value, integerDigits) ? TOO_LARGE_MESSAGE : undefined;
