/**
 * What the user meant by the Hours they typed (issue 29): "1.5", "1,5" (a decimal comma) and
 * "1:30" (hours and minutes) are all 1.5 hours. Anything else is not understood, and hours keep
 * two decimals: "1.333" or "1:05" (1.0833 h) are refused, never rounded, as the API refuses
 * them. `describeHours` says back what was understood ("= 1.5 h (1 h 30 min)").
 */
import { Duration } from 'luxon';
import { HOURS_DECIMALS } from '@portal/shared';

export type HoursReading = { hours: number; error?: undefined } | { hours?: undefined; error: string };

export const HOURS_INPUT_MESSAGES = {
  notUnderstood: 'Type the hours as 1.5, 1,5 or 1:30',
  tooManyDecimals: `At most ${HOURS_DECIMALS} decimals, e.g. 1.25`,
  minutesOffGrid: (typed: string) => `${typed} is not a whole hundredth of an hour: use minutes in steps of 3 (1:03, 1:06...)`,
} as const;

/** The up and down arrow keys' step. */
export const HOURS_STEP = 0.25;

const DECIMAL = /^(\d+|\d*[.,]\d+)$/;
const CLOCK = /^(\d+):([0-5]\d)$/;
const HUNDREDTHS = 10 ** HOURS_DECIMALS;

/** The value to the hundredth, or undefined when it has more decimals (floating point noise aside). */
function toHundredths(value: number): number | undefined {
  const scaled = value * HUNDREDTHS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? Math.round(scaled) / HUNDREDTHS : undefined;
}

/** The typed text as hours; undefined while the field is empty. */
export function readHours(typed: string | undefined): HoursReading | undefined {
  const text = (typed ?? '').trim();
  if (text === '') return undefined;
  const clock = CLOCK.exec(text);
  if (clock) {
    const hours = toHundredths(Duration.fromObject({ hours: Number(clock[1]), minutes: Number(clock[2]) }).as('hours'));
    return hours === undefined ? { error: HOURS_INPUT_MESSAGES.minutesOffGrid(text) } : { hours };
  }
  if (!DECIMAL.test(text)) return { error: HOURS_INPUT_MESSAGES.notUnderstood };
  const hours = toHundredths(Number(text.replace(',', '.')));
  return hours === undefined ? { error: HOURS_INPUT_MESSAGES.tooManyDecimals } : { hours };
}

/** "= 1.5 h (1 h 30 min)"; whole hours and parts of a minute say only the hours. */
export function describeHours(hours: number): string {
  const stated = `= ${hours} h`;
  const exact = Duration.fromObject({ hours }).shiftTo('hours', 'minutes');
  if (Number.isInteger(hours) || !Number.isInteger(toHundredths(exact.minutes) ?? Number.NaN)) return stated;
  const duration = exact.mapUnits((value) => Math.round(value));
  return `${stated} (${duration.hours > 0 ? duration.toFormat("h 'h' m 'min'") : duration.toFormat("m 'min'")})`;
}

/**
 * The arrow keys' next value: onto the next quarter hour up or down, as a number input snaps to
 * its step, within [lowest, highest].
 */
export function stepHours(hours: number | undefined, direction: 1 | -1, lowest: number, highest: number): number {
  const quarters = (hours ?? 0) / HOURS_STEP;
  const next = (direction > 0 ? Math.floor(quarters + 1e-9) + 1 : Math.ceil(quarters - 1e-9) - 1) * HOURS_STEP;
  return Math.min(highest, Math.max(lowest, next));
}
