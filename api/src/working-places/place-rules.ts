/**
 * The working-place form's rules (document 3, section 5), checked again by the API: working
 * place 1 or 2 (3 Holiday is shown but not offered; the payload schema's); dates from today to one month ahead,
 * Monday to Friday, not already chosen by the user, at least one. A working place before today
 * is a record of where someone was: it cannot be changed or removed (beyond the documents;
 * docs/spec-deviations.md).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NewWorkingPlacesPayload, OfferedWorkingPlace } from '@portal/shared/contract';
import { WORKING_PLACE_MONTHS_AHEAD } from '@portal/shared/contract';
import type { Db } from '../db/client';
import { workingPlaces } from '../db/schema';
import { fieldError, ValidationError } from '../http/errors';
import { isPortalDate } from '../http/schema-validation';
import { addMonths, displayDate, isWorkingDay, today } from '../lib/dates';

export const PLACE_MESSAGES = {
  datesRequired: 'Choose at least one date.',
  outOfRange: (day: string, from: string, to: string) => `${displayDate(day)} is not between ${displayDate(from)} and ${displayDate(to)}.`,
  weekend: (day: string) => `${displayDate(day)} is a weekend day.`,
  /** One day or several (YYYY-MM-DD each). */
  taken: (...days: string[]) => `A working place for ${days.map(displayDate).join(', ')} is already set.`,
  past: 'A working place before today cannot be changed or removed.',
  dateFormat: 'The manual dates field must be a date in the form YYYY-MM-DD.',
} as const;

/** The first and last day a new working place may be set on. */
export function selectableRange(now: Date): { from: string; to: string } {
  const from = today(now);
  return { from, to: addMonths(from, WORKING_PLACE_MONTHS_AHEAD) };
}

/** 422 on manual_date when the entry's day is before today (today itself may still change). */
export function refusePastPlace(day: string, now: Date): void {
  if (day < today(now)) throw fieldError('manual_date', PLACE_MESSAGES.past);
}

/**
 * The new entries' dates (the place and the list's length are the payload schema's), or a 422
 * on manual_dates listing every problem found.
 */
export async function validNewPlaces(
  db: Db,
  userId: number,
  now: Date,
  body: NewWorkingPlacesPayload,
): Promise<{ place: OfferedWorkingPlace; days: string[] }> {
  const days = [...new Set(body.manual_dates)];
  const dayErrors: string[] = [];
  const { from, to } = selectableRange(now);
  for (const day of days) {
    if (!isPortalDate(day)) dayErrors.push(PLACE_MESSAGES.dateFormat);
    else if (day < from || day > to) dayErrors.push(PLACE_MESSAGES.outOfRange(day, from, to));
    else if (!isWorkingDay(day)) dayErrors.push(PLACE_MESSAGES.weekend(day));
  }
  if (dayErrors.length === 0) {
    const taken = await db
      .select({ day: workingPlaces.manualDate })
      .from(workingPlaces)
      .where(and(eq(workingPlaces.userId, userId), inArray(workingPlaces.manualDate, days)))
      .orderBy(asc(workingPlaces.manualDate));
    dayErrors.push(...taken.map((row) => PLACE_MESSAGES.taken(row.day)));
  }
  if (dayErrors.length > 0) throw new ValidationError({ manual_dates: dayErrors });
  return { place: body.working_place, days: days.sort() };
}
