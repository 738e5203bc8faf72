/**
 * What the API refuses in a cost estimate's lines that the form can know before sending
 * (issue 29): more than MAX_LINES lines, a line's value (quantity x unit cost) or the estimate's
 * value past the numeric(14,2) column: "The value is too large.", as the API says it.
 */
import { isTooLarge, TOO_LARGE_MESSAGE, VALUE_DIGITS } from '../finance-panel/money-bounds';
import { estimateValue, lineValue, type PricedLine } from './estimate-value';

export const MAX_LINES = 500;
export const TOO_MANY_LINES_MESSAGE = `A cost estimate takes at most ${MAX_LINES} lines.`;

/** The line's value message, or undefined when it fits. */
export const lineValueError = (line: PricedLine): string | undefined =>
  isTooLarge(lineValue(line), VALUE_DIGITS) ? TOO_LARGE_MESSAGE : undefined;

/** The estimate's messages (keys the form shows beside the lines), empty when it may be sent. */
export function estimateBoundsErrors(lines: readonly PricedLine[]): { too_many_lines?: string; estimate_value?: string } {
  if (lines.length > MAX_LINES) return { too_many_lines: TOO_MANY_LINES_MESSAGE };
  if (lines.some((line) => lineValueError(line))) return { estimate_value: TOO_LARGE_MESSAGE };
  return isTooLarge(estimateValue(lines), VALUE_DIGITS) ? { estimate_value: TOO_LARGE_MESSAGE } : {};
}
