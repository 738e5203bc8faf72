/**
 * Amounts a numeric column cannot hold (issue 29): the database would refuse them with an error
 * the caller could not read, so each is a 422 "The value is too large." naming its field.
 * A column numeric(p, s) holds values below 10^(p - s); exact checks work in BigInt on cents.
 * The schemas (FinanceAmountInput in @portal/shared/schemas) bound each amount as sent; what is
 * here checks what they cannot: products and sums of amounts, and a JSON number's decimals.
 */
import { TOO_LARGE_AMOUNT_MESSAGE } from '@portal/shared/schemas';
import { fieldError } from './errors';

export const TOO_LARGE_MESSAGE = TOO_LARGE_AMOUNT_MESSAGE;

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** Whether a number (or its text) is at least 10^integerDigits: more digits before the point than the column has. */
export function isTooLarge(value: unknown, integerDigits: number): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return NUMBER_TEXT.test(text) && Math.abs(Number(text)) >= 10 ** integerDigits;
}

/**
 * The decimal text of an amount its schema let through; a JSON number with more than two
 * decimals (which no pattern can see) is refused on `field` with `message`.
 */
export function amountText(value: string | number, field: string, message: string): string {
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw fieldError(field, message);
  return text;
}

/** Hundredths of a decimal text with at most two decimals ("12.5" -> 1250n). */
export function hundredths(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * Whether an amount in units of 10^-decimals, once rounded to cents as the database rounds,
 * still has at most `integerDigits` digits before the point.
 */
export function fitsAfterRounding(amount: bigint, decimals: number, integerDigits: number): boolean {
  // The smallest amount that rounds up to 10^integerDigits: 10^integerDigits - 0.005.
  const limit = 10n ** BigInt(integerDigits + decimals) - 5n * 10n ** BigInt(decimals - 3);
  return amount < limit;
}
