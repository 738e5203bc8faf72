/**
 * A cost estimate's value as the form shows it while the user types (document 2, section 5):
 * line value = quantity x unit cost; estimate value = the sum of the hour and piece lines,
 * reduced by the percentage of a discount line. Computed on whole cents in BigInt, rounded
 * half up like the API's SQL (round(sum(quantity x unit cost) x (100 - discount) / 100, 2)),
 * so the figure shown is the figure saved.
 */
import { ITEM_TYPE } from './item-types';

export type PricedLine = {
  item_type_id?: number;
  quantity?: number | string;
  /** For a type 1 line the activity's rate, whatever the line holds. */
  unit_cost?: number | string;
  discount?: number | string;
};

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Hundredths from "12.5" or 12.5 (1250n); null for anything else. */
function toCents(value: number | string | undefined): bigint | null {
  if (value === undefined || value === null) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Divides by 10^places, rounding half up, as decimal text with two places. */
function toText(value: bigint, places: bigint): string {
  const divisor = 10n ** places;
  const cents = (value * 2n + divisor) / (2n * divisor);
  const whole = cents / 100n;
  return `${whole}.${String(cents % 100n).padStart(2, '0')}`;
}

/** quantity x unit cost, two decimals; null for a discount line or while either is missing. */
export function lineValue(line: PricedLine): string | null {
  if (line.item_type_id === ITEM_TYPE.discount) return null;
  const quantity = toCents(line.quantity);
  const unitCost = toCents(line.unit_cost);
  if (quantity === null || unitCost === null) return null;
  return toText(quantity * unitCost, 2n);
}

/** The estimate's value from its lines, two decimals ("0.00" without priced lines). */
export function estimateValue(lines: readonly PricedLine[]): string {
  let total = 0n; // ten-thousandths: cents x cents
  let discount = 0n; // hundredths of a percent
  for (const line of lines) {
    if (line.item_type_id === ITEM_TYPE.discount) {
      const percent = toCents(line.discount);
      if (percent !== null && percent <= 10000n) discount = percent;
      continue;
    }
    if (line.item_type_id !== ITEM_TYPE.hour && line.item_type_id !== ITEM_TYPE.piece) continue;
    const quantity = toCents(line.quantity);
    const unitCost = toCents(line.unit_cost);
    if (quantity !== null && unitCost !== null) total += quantity * unitCost;
  }
  // total x (100% - discount) / 100%: ten-thousandths x hundredths of a percent / 10^4, to cents.
  return toText(total * (10000n - discount), 6n);
}
