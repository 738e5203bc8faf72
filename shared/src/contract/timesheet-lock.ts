/**
 * The timesheet's period lock (beyond the documents; docs/spec-deviations.md): full project
 * managers set the day up to which timesheet entries are closed, as Kimai, Clockify and
 * Harvest close a month before invoicing it. GET timesheet-lock (every signed-in user: the
 * week needs it), PUT timesheet-lock (full PMs).
 * Types and constants only: the API imports this module too.
 */
import type { IsoDate } from './common';

export type TimesheetLock = {
  /** Entries dated on or before this day are locked; null when nothing is. */
  locked_until: IsoDate | null;
  updated_by_name: string | null;
  updated_at: string | null;
};

export type TimesheetLockResponse = { data: TimesheetLock };

/** PUT timesheet-lock: a day not after today, or null to unlock. */
export type TimesheetLockPayload = { locked_until: IsoDate | null };
export type TimesheetLockSaveResponse = { data: TimesheetLock; message: string };

export const TIMESHEET_LOCK_SAVED_MESSAGE = 'The timesheet lock has been saved.';

/** True when an entry dated `day` falls in the locked period. */
export function isLockedDay(day: IsoDate, lockedUntil: IsoDate | null | undefined): boolean {
  return !!lockedUntil && day <= lockedUntil;
}

/** "Timesheet is locked until 31.10.2026." */
export function timesheetLockedMessage(lockedUntil: IsoDate): string {
  const [year, month, day] = lockedUntil.split('-');
  return `Timesheet is locked until ${day}.${month}.${year}.`;
}
