/**
 * The timesheet's period lock (beyond the documents; docs/spec-deviations.md): full project
 * managers set the day up to which timesheet entries are closed, as Kimai, Clockify and
 * Harvest close a month before invoicing it. GET timesheet-lock (every signed-in user: the
 * week needs it), PUT timesheet-lock (full PMs).
 * Types and constants only: the API imports this module too.
 */
import type { Static } from 'typebox';
import type {
  TimesheetLockPayloadSchema,
  TimesheetLockResponseSchema,
  TimesheetLockSaveResponseSchema,
  TimesheetLockSchema,
} from '../schemas/config';
import type { IsoDate } from './common';

export type TimesheetLock = Static<typeof TimesheetLockSchema>;

export type TimesheetLockResponse = Static<typeof TimesheetLockResponseSchema>;

/** PUT timesheet-lock: a day not after today, or null to unlock. */
export type TimesheetLockPayload = Static<typeof TimesheetLockPayloadSchema>;
export type TimesheetLockSaveResponse = Static<typeof TimesheetLockSaveResponseSchema>;

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
