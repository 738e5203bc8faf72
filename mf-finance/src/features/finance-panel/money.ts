/**
 * Amounts as the finance panels show them: the API's decimal text formatted by Intl, which
 * reads a decimal string exactly (no float in between), with two decimals, grouped.
 */
const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234.50" for "1234.5"; empty for a missing amount. */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  // Intl.NumberFormat takes numeric strings (ES2023); the cast only satisfies the older lib typing.
  return money.format(value as unknown as number);
}

/** "120.30 USD". */
export function formatMoneyIn(value: string, currency: string): string {
  return `${formatMoney(value)} ${currency}`;
}
