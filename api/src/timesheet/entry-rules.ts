/**
 * The server side of the timesheet entry form (documents 2 and 3): every rule the form shows
 * is checked again here and answered with 422 and field messages. The project must be one the
 * caller sees and still active, the date within the project's bounds (not before min_te_date,
 * not after today unless it is a vacation project, unchanged when editing), the MJN present for
 * time-and-material projects except 10417, the hours above 0.1 and at most 100, and the
 * activity one of the caller's on that project.
 */
import { sql } from 'drizzle-orm';
import {
  ENTRY_HOURS,
  INACTIVE_PROJECT_STATUSES,
  MJN_EXEMPT_PROJECT_ID,
  MJN_PROJECT_TYPE_ID,
  type TimesheetEntryPayload,
} from '@portal/shared/contract';
import type { AppContext } from '../app-context';
import { queryRows } from '../db/client';
import { ValidationError } from '../http/errors';
import { integer, isPresent, maxLength, required, type Rule, string, toInteger, validate } from '../http/validation';
import { today } from '../lib/dates';
import { projectActivityTypes } from '../projects/project-activity-types';
import { visibleProjectsCondition } from '../projects/visibility';
import { isoDate } from '../routes/projects/date-rule';
import type { AuthUser } from '../users/auth-user';

export const ENTRY_MESSAGES = {
  projectInvalid: 'The selected project is invalid.',
  projectInactive: 'Timesheet entries cannot be logged on a closed or cancelled project.',
  dateBeforeMin: (min: string) => `The date must not be before ${min}, the first day this project takes entries.`,
  dateInFuture: 'The date must not be after today.',
  dateLocked: 'The date of a saved entry cannot be changed.',
  mjnRequired: 'The MJN field is required for a time and material project.',
  hoursRange: `The hours must be more than ${ENTRY_HOURS.above} and at most ${ENTRY_HOURS.max}.`,
  activityInvalid: 'The selected activity is not one of yours on this project.',
} as const;

/** Flags arrive as 0 or 1 (document 2); booleans are taken too. */
const flagRule: Rule = (value, field) =>
  !isPresent(value) || [0, 1, '0', '1', true, false].includes(value as number)
    ? null
    : `The ${field.replace(/_/g, ' ')} field must be 0 or 1.`;
const flag = (value: unknown) => value === 1 || value === true || value === '1';

type ProjectRules = { id: number; status_id: number; type_id: number; min_te_date: string | null; is_vacation: boolean };

/** What is stored for a valid payload; `existingDate` is the saved entry's date when editing. */
export type EntryValues = Omit<TimesheetEntryPayload, 'extra_request' | 'overtime' | 'qa_issue'> & {
  extra_request: boolean;
  overtime: boolean;
  qa_issue: boolean;
};

function hoursOf(value: unknown): number | null {
  const hours = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(hours) ? hours : null;
}

export async function validateEntry(ctx: AppContext, user: AuthUser, body: unknown, existingDate?: string): Promise<EntryValues> {
  const input = validate(body, {
    project_id: [required(), integer()],
    activity_type_id: [required(), integer()],
    hours: [required()],
    manual_date: [required(), isoDate()],
    extra_request: [flagRule],
    overtime: [flagRule],
    qa_issue: [flagRule],
    details: [string(), maxLength(5000)],
    mjn: [string(), maxLength(100)],
  });
  const errors: Record<string, string[]> = {};
  const projectId = toInteger(input.project_id) as number;
  const activityTypeId = toInteger(input.activity_type_id) as number;
  const manualDate = String(input.manual_date);
  const mjn = isPresent(input.mjn) ? String(input.mjn).trim() : null;

  const hours = hoursOf(input.hours);
  if (hours === null || hours <= ENTRY_HOURS.above || hours > ENTRY_HOURS.max) errors.hours = [ENTRY_MESSAGES.hoursRange];

  const [project] = await queryRows<ProjectRules>(
    ctx.db,
    sql`select p.id, p.status_id, p.type_id, p.min_te_date::text as min_te_date, p.is_vacation
        from projects p where p.id = ${projectId} and ${visibleProjectsCondition(user)}`,
  );
  if (!project) {
    errors.project_id = [ENTRY_MESSAGES.projectInvalid];
  } else {
    if ((INACTIVE_PROJECT_STATUSES as readonly number[]).includes(Number(project.status_id)))
      errors.project_id = [ENTRY_MESSAGES.projectInactive];
    if (existingDate !== undefined && manualDate !== existingDate) errors.manual_date = [ENTRY_MESSAGES.dateLocked];
    else if (project.min_te_date && manualDate < project.min_te_date)
      errors.manual_date = [ENTRY_MESSAGES.dateBeforeMin(project.min_te_date)];
    else if (!project.is_vacation && manualDate > today(ctx.now())) errors.manual_date = [ENTRY_MESSAGES.dateInFuture];
    if (Number(project.type_id) === MJN_PROJECT_TYPE_ID && projectId !== MJN_EXEMPT_PROJECT_ID && !mjn)
      errors.mjn = [ENTRY_MESSAGES.mjnRequired];
    const offered = await projectActivityTypes(ctx.db, projectId, user);
    if (!offered.some((type) => type.id === activityTypeId)) errors.activity_type_id = [ENTRY_MESSAGES.activityInvalid];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    project_id: projectId,
    activity_type_id: activityTypeId,
    hours: hours as number,
    manual_date: manualDate,
    extra_request: flag(input.extra_request),
    overtime: flag(input.overtime),
    qa_issue: flag(input.qa_issue),
    details: isPresent(input.details) ? String(input.details) : null,
    mjn,
  };
}
