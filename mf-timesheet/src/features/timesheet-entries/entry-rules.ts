/**
 * The entry form's rules (documents 2 and 3), as the form and its tests use them: which
 * projects are offered, the date picker's bounds, when the MJN is required, the hours' range;
 * and the payload with flags as 0/1. The API checks each of them again.
 */
import { DateTime } from 'luxon';
import {
  ENTRY_HOURS,
  INACTIVE_PROJECT_STATUSES,
  type IsoDate,
  MESSAGES,
  MJN_EXEMPT_PROJECT_ID,
  MJN_PROJECT_TYPE_ID,
  type TimesheetEntry,
  type TimesheetEntryPayload,
  type TimesheetProject,
} from '@portal/shared';

export type EntryFormValues = {
  project_id?: number;
  manual_date?: IsoDate;
  mjn?: string;
  hours?: number;
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

/** The picker's bounds: from the project's min_te_date; up to today unless it is a vacation project. */
export function dateBounds(project: TimesheetProject | undefined, today: IsoDate): { minDate?: IsoDate; maxDate?: IsoDate } {
  return { minDate: project?.min_te_date ?? undefined, maxDate: project?.is_vacation ? undefined : today };
}

/** A typed date outside the bounds (the picker offers none). */
export function dateOutOfBounds(date: IsoDate | undefined, bounds: { minDate?: IsoDate; maxDate?: IsoDate }): string | undefined {
  if (!date) return undefined;
  if (bounds.minDate && date < bounds.minDate) return 'Too early for this project';
  if (bounds.maxDate && date > bounds.maxDate) return 'Cannot be in the future';
  return undefined;
}

/** MJN is required for time and material projects, except project 10417. */
export const mjnRequired = (project: Pick<TimesheetProject, 'id' | 'type_id'> | undefined) =>
  project !== undefined && project.type_id === MJN_PROJECT_TYPE_ID && project.id !== MJN_EXEMPT_PROJECT_ID;

/** Hours: a number above 0.1 and at most 100, otherwise "Required". */
export function hoursError(hours: unknown): string | undefined {
  const value = typeof hours === 'number' ? hours : Number.NaN;
  return Number.isFinite(value) && value > ENTRY_HOURS.above && value <= ENTRY_HOURS.max ? undefined : MESSAGES.required;
}

const bit = (flag: boolean | undefined): 0 | 1 => (flag ? 1 : 0);

export function toPayload(values: EntryFormValues): TimesheetEntryPayload {
  return {
    project_id: values.project_id as number,
    activity_type_id: values.activity_type_id as number,
    hours: values.hours as number,
    manual_date: values.manual_date as IsoDate,
    extra_request: bit(values.extra_request),
    overtime: bit(values.overtime),
    qa_issue: bit(values.qa_issue),
    details: values.details?.trim() ? values.details.trim() : null,
    mjn: values.mjn?.trim() ? values.mjn.trim() : null,
  };
}

export function toFormValues(entry: TimesheetEntry): EntryFormValues {
  return {
    project_id: entry.project_id,
    manual_date: entry.manual_date,
    mjn: entry.mjn ?? '',
    hours: entry.hours,
    activity_type_id: entry.activity_type_id,
    extra_request: entry.extra_request,
    overtime: entry.overtime,
    qa_issue: entry.qa_issue,
    details: entry.details ?? '',
  };
}
