/**
 * The working-place form's rules (document 3, section 5), checked again by the API: working
 * place 1 or 2 (3 Holiday is shown but not offered); dates from today to one month ahead,
 * Monday to Friday, not already chosen by the user, at least one. A working place before today
 * is a record of where someone was: it cannot be changed or removed (beyond the documents;
 * docs/spec-deviations.md).
 */
import { sql } from 'drizzle-orm';
import { OFFERED_WORKING_PLACES, WORKING_PLACE_MONTHS_AHEAD, type WorkingPlaceValue } from '@portal/shared/contract';
import { queryRows, type Db } from '../db/client';
import { fieldError, ValidationError } from '../http/errors';
import { oneOf, required, toInteger, validate } from '../http/validation';
import { addMonths, isWorkingDay, today } from '../lib/dates';
import { isoDate } from '../routes/projects/date-rule';

export const PLACE_MESSAGES = {
  datesRequired: 'Choose at least one date.',
  outOfRange: (day: string, from: string, to: string) => `${day} is not between ${from} and ${to}.`,
  weekend: (day: string) => `${day} is a weekend day.`,
  taken: (day: string) => `A working place for ${day} is already set.`,
  past: 'A working place before today cannot be changed or removed.',
} as const;

export function validWorkingPlace(body: unknown): WorkingPlaceValue {
  const input = validate(body, { working_place: [required(), oneOf(OFFERED_WORKING_PLACES)] });
  return toInteger(input.working_place) as WorkingPlaceValue;
}

/** The first and last day a new working place may be set on. */
export function selectableRange(now: Date): { from: string; to: string } {
  const from = today(now);
  return { from, to: addMonths(from, WORKING_PLACE_MONTHS_AHEAD) };
}

/** 422 on manual_date when the entry's day is before today (today itself may still change). */
export function refusePastPlace(day: string, now: Date): void {
  if (day < today(now)) throw fieldError('manual_date', PLACE_MESSAGES.past);
}

/** The new entries' place and dates, or a 422 with every problem found. */
export async function validNewPlaces(
  db: Db,
  userId: number,
  now: Date,
  body: unknown,
): Promise<{ place: WorkingPlaceValue; days: string[] }> {
  const input = (body ?? {}) as { working_place?: unknown; manual_dates?: unknown };
  const errors: Record<string, string[]> = {};
  let place: WorkingPlaceValue | null = null;
  try {
    place = validWorkingPlace(body);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.errors);
  }
  const raw = input.manual_dates;
  const days = Array.isArray(raw) ? [...new Set(raw.map(String))] : [];
  const dateRule = isoDate();
  const dayErrors: string[] = [];
  if (days.length === 0) dayErrors.push(PLACE_MESSAGES.datesRequired);
  const { from, to } = selectableRange(now);
  for (const day of days) {
    const invalid = dateRule(day, 'manual_dates', {});
    if (invalid) dayErrors.push(invalid);
    else if (day < from || day > to) dayErrors.push(PLACE_MESSAGES.outOfRange(day, from, to));
    else if (!isWorkingDay(day)) dayErrors.push(PLACE_MESSAGES.weekend(day));
  }
  if (dayErrors.length === 0) {
    const taken = await queryRows<{ day: string }>(
      db,
      sql`select manual_date::text as day from working_places where user_id = ${userId} and manual_date in (${sql.join(
        days.map((day) => sql`${day}::date`),
        sql`, `,
      )}) order by manual_date`,
    );
    dayErrors.push(...taken.map((row) => PLACE_MESSAGES.taken(row.day)));
  }
  if (dayErrors.length > 0) errors.manual_dates = dayErrors;
  if (Object.keys(errors).length > 0 || place === null) throw new ValidationError(errors);
  return { place, days: days.sort() };
}
