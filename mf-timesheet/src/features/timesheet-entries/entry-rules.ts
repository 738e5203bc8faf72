/**
 * The entry form's rules (documents 2 and 3, issue 29), as the form and its tests use them:
 * which projects are offered, the date picker's bounds (from the project's start or
 * min_te_date, up to today or a year ahead on a vacation project), when the MJN is required,
 * the hours typed (hours-input.ts), their range and what the day still takes; and the payload
 * with flags as 0/1. The API checks each of them again.
 */
import { DateTime } from 'luxon';
import {
  DAY_HOURS_MAX,
  ENTRY_HOURS,
  INACTIVE_PROJECT_STATUSES,
  type IsoDate,
  MESSAGES,
  MJN_EXEMPT_PROJECT_ID,
  MJN_PROJECT_TYPE_ID,
  type TimesheetEntry,
  type TimesheetEntryPayload,
  type TimesheetProject,
  VACATION_MONTHS_AHEAD,
} from '@portal/shared';
import { readHours } from './hours-input';

export type EntryFormValues = {
  project_id?: number;
  manual_date?: IsoDate;
  mjn?: string;
  /** As typed ("1,5", "1:30"): read into a number only when saved. */
  hours?: string;
  activity_type_id?: number;
  extra_request?: boolean;
  overtime?: boolean;
  qa_issue?: boolean;
  details?: string;
};

export const isInactiveStatus = (statusId: number) => (INACTIVE_PROJECT_STATUSES as readonly number[]).includes(statusId);

/** Project suggestions: never a closed or cancelled project. */
export const offeredProjects = (projects: readonly TimesheetProject[]) =>
  projects.filter((project) => !isInactiveStatus(project.status_id));

export const todayIso = (now: DateTime = DateTime.now()): IsoDate => now.toISODate() ?? '';

/**
 * The picker's bounds: from the project's start date, or its min_te_date when that is later; up
 * to today, or a year ahead on a vacation project.
 */
export function dateBounds(project: TimesheetProject | undefined, today: IsoDate): { minDate?: IsoDate; maxDate?: IsoDate } {
  const firsts = [project?.start_date, project?.min_te_date].filter((day): day is IsoDate => Boolean(day)).sort();
  const yearAhead = DateTime.fromISO(today).plus({ months: VACATION_MONTHS_AHEAD }).toISODate() ?? undefined;
  return { minDate: firsts.at(-1), maxDate: project?.is_vacation ? yearAhead : today };
}

/** A typed date outside the bounds (the picker offers none). */
export function dateOutOfBounds(
  date: IsoDate | undefined,
  bounds: { minDate?: IsoDate; maxDate?: IsoDate },
  today: IsoDate,
): string | undefined {
  if (!date) return undefined;
  if (bounds.minDate && date < bounds.minDate) return 'Too early for this project';
  if (bounds.maxDate && date > bounds.maxDate) return bounds.maxDate > today ? 'At most a year ahead' : 'Cannot be in the future';
  return undefined;
}

/** "Required" saying what is required (issue 32): the MJN of a time and material project. */
export const MJN_REQUIRED_MESSAGE = 'Required: a time and material project needs its MJN';

/** MJN is required for time and material projects, except project 10417. */
export const mjnRequired = (project: Pick<TimesheetProject, 'id' | 'type_id'> | undefined) =>
  project !== undefined && project.type_id === MJN_PROJECT_TYPE_ID && project.id !== MJN_EXEMPT_PROJECT_ID;

export const dayFullMessage = (left: number) =>
  left > 0
    ? `Only ${left} h are left on this day: one day holds at most ${DAY_HOURS_MAX} hours.`
    : `No hours are left on this day: one day holds at most ${DAY_HOURS_MAX} hours.`;

/**
 * Hours as typed: understood (hours-input.ts), above 0.1 and at most 100 (otherwise "Required",
 * document 2), and no more than the day still takes (`left`, once known).
 */
export function hoursError(typed: string | undefined, left?: number): string | undefined {
  const reading = readHours(typed);
  if (reading?.error) return reading.error;
  const hours = reading?.hours;
  if (hours === undefined || hours <= ENTRY_HOURS.above || hours > ENTRY_HOURS.max) return MESSAGES.required;
  return left !== undefined && hours > left ? dayFullMessage(left) : undefined;
}

const bit = (flag: boolean | undefined): 0 | 1 => (flag ? 1 : 0);

export function toPayload(values: EntryFormValues): TimesheetEntryPayload {
  return {
    project_id: values.project_id as number,
    activity_type_id: values.activity_type_id as number,
    hours: readHours(values.hours)?.hours as number,
    manual_date: values.manual_date as IsoDate,
    extra_request: bit(values.extra_request),
    overtime: bit(values.overtime),
    qa_issue: bit(values.qa_issue),
    details: values.details?.trim() ? values.details.trim() : null,
    mjn: values.mjn?.trim() ? values.mjn.trim() : null,
  };
}

/**
 * A removed entry as it is sent again (Undo, issue 32): its own fields through the same call and
 * rules as a new entry, so what the lists show of it comes back unchanged.
 */
export function restoredPayload(entry: TimesheetEntry): TimesheetEntryPayload {
  return {
    project_id: entry.project_id,
    activity_type_id: entry.activity_type_id,
    hours: entry.hours,
    manual_date: entry.manual_date,
    extra_request: bit(entry.extra_request),
    overtime: bit(entry.overtime),
    qa_issue: bit(entry.qa_issue),
    details: entry.details,
    mjn: entry.mjn,
  };
}

export function toFormValues(entry: TimesheetEntry): EntryFormValues {
  return {
    project_id: entry.project_id,
    manual_date: entry.manual_date,
    mjn: entry.mjn ?? '',
    hours: String(entry.hours),
    activity_type_id: entry.activity_type_id,
    extra_request: entry.extra_request,
    overtime: entry.overtime,
    qa_issue: entry.qa_issue,
    details: entry.details ?? '',
  };
}
