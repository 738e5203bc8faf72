/**
 * The server side of the timesheet entry form (documents 2 and 3): every rule the form shows
 * is checked again here and answered with 422 and field messages. The project must be one the
 * caller sees and still active, the date within the project's bounds (not before its start date
 * nor min_te_date, not after today unless it is a vacation project, then at most a year ahead,
 * unchanged when editing), the MJN present for time-and-material projects except 10417, the
 * hours above 0.1 and at most 100 with at most two decimals, and the activity one of the
 * caller's on that project. `checkSave` checks all that inside the save's transaction, refuses a
 * day in the locked period and keeps one developer's day at 24 hours at most.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  DAY_HOURS_MAX,
  ENTRY_HOURS,
  HOURS_DECIMALS,
  INACTIVE_PROJECT_STATUSES,
  MJN_EXEMPT_PROJECT_ID,
  MJN_PROJECT_TYPE_ID,
  timesheetLockedMessage,
  type TimesheetEntryPayload,
  VACATION_MONTHS_AHEAD,
} from '@portal/shared/contract';
import type { AppContext } from '../app-context';
import type { Db } from '../db/client';
import { timesheetEntries } from '../db/schema';
import { fieldError, ValidationError } from '../http/errors';
import { addMonths, displayDate, today } from '../lib/dates';
import { offersActivityType } from '../projects/project-activity-types';
import { visibleProjectsCondition } from '../projects/visibility';
import type { AuthUser } from '../users/auth-user';
import { entryProjectColumns, p, type EntryProject } from './entry-query';
import { LOCK_FIELD } from './period-lock';

export const ENTRY_MESSAGES = {
  projectInvalid: 'The selected project is invalid.',
  projectInactive: 'Timesheet entries cannot be logged on a closed or cancelled project.',
  dateBeforeMin: (min: string) => `The date must not be before ${displayDate(min)}, the first day this project takes entries.`,
  dateBeforeStart: (start: string) => `The date must not be before ${displayDate(start)}, the project's start date.`,
  dateInFuture: 'The date must not be after today.',
  dateTooFarAhead: (max: string) => `The date must not be more than a year ahead (${max} at the latest).`,
  dateLocked: 'The date of a saved entry cannot be changed.',
  mjnRequired: 'The MJN field is required for a time and material project.',
  hoursRange: `The hours must be more than ${ENTRY_HOURS.above} and at most ${ENTRY_HOURS.max}.`,
  hoursDecimals: `The hours must have at most ${HOURS_DECIMALS} decimals.`,
  dayFull: (left: number) =>
    left > 0
      ? `Only ${left} h are left on this day: one day holds at most ${DAY_HOURS_MAX} hours.`
      : `No hours are left on this day: one day holds at most ${DAY_HOURS_MAX} hours.`,
  activityInvalid: 'The selected activity is not one of yours on this project.',
} as const;

/** Flags arrive as 0 or 1 (document 2); booleans and their text are taken too. */
const flag = (value: TimesheetEntryPayload['overtime']) => value === 1 || value === true || value === '1';

/** What is stored for a valid payload. */
export type EntryValues = {
  project_id: number;
  activity_type_id: number;
  hours: number;
  manual_date: string;
  extra_request: boolean;
  overtime: boolean;
  qa_issue: boolean;
  details: string | null;
  mjn: string | null;
};

/** The schema took a number or its decimal text. */
function hoursOf(value: number | string): number | null {
  const hours = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(hours) ? hours : null;
}

/** A number's shortest decimal form (JSON's) has at most two decimals: 0.104 is refused, not stored as 0.10. */
const HOURS_PATTERN = new RegExp(`^\\d+(\\.\\d{1,${HOURS_DECIMALS}})?$`);

type ProjectRules = { start_date: string; min_te_date: string | null; is_vacation: boolean };

/** An optional text the form filled in (null, '' and blanks are left empty). */
const isFilled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The project's first day for entries: its start date, or min_te_date when that is later. */
function dateBoundError(project: ProjectRules, manualDate: string, now: Date): string | null {
  const min = project.min_te_date;
  if (min && min >= project.start_date && manualDate < min) return ENTRY_MESSAGES.dateBeforeMin(min);
  if (manualDate < project.start_date) return ENTRY_MESSAGES.dateBeforeStart(project.start_date);
  const day = today(now);
  if (!project.is_vacation) return manualDate > day ? ENTRY_MESSAGES.dateInFuture : null;
  const latest = addMonths(day, VACATION_MONTHS_AHEAD);
  return manualDate > latest ? ENTRY_MESSAGES.dateTooFarAhead(latest) : null;
}

/** What the rules read of the project (on `p`): its status, type and bounds, and whether the activity is the caller's there. */
const projectRuleColumns = (user: AuthUser, input: TimesheetEntryPayload) => ({
  status_id: p.statusId,
  type_id: p.typeId,
  start_date: p.startDate,
  min_te_date: p.minTeDate,
  is_vacation: p.isVacation,
  activity_offered: offersActivityType(input.project_id, user, input.activity_type_id),
});

/** The project the caller may log time on (projects/visibility.ts). */
const visibleProject = (user: AuthUser, input: TimesheetEntryPayload) => and(eq(p.id, input.project_id), visibleProjectsCondition(user));

type ProjectRuleRow = ProjectRules & { status_id: number; type_id: number; activity_offered: boolean };

/**
 * The rules beyond the payload's schema (its types, bounds and lengths are checked before) on
 * what was read of the project (undefined: none the caller sees): the hours' range and
 * decimals, and what the project allows. `existingDate` is the saved entry's date when editing.
 */
function entryValues(input: TimesheetEntryPayload, project: ProjectRuleRow | undefined, now: Date, existingDate?: string): EntryValues {
  const errors: Record<string, string[]> = {};
  const projectId = input.project_id;
  const manualDate = input.manual_date;
  const mjn = isFilled(input.mjn) ? input.mjn.trim() : null;

  const hours = hoursOf(input.hours);
  if (hours === null || hours <= ENTRY_HOURS.above || hours > ENTRY_HOURS.max) errors.hours = [ENTRY_MESSAGES.hoursRange];
  else if (!HOURS_PATTERN.test(String(hours))) errors.hours = [ENTRY_MESSAGES.hoursDecimals];

  if (!project) {
    errors.project_id = [ENTRY_MESSAGES.projectInvalid];
  } else {
    if ((INACTIVE_PROJECT_STATUSES as readonly number[]).includes(project.status_id)) errors.project_id = [ENTRY_MESSAGES.projectInactive];
    const dateError =
      existingDate !== undefined && manualDate !== existingDate ? ENTRY_MESSAGES.dateLocked : dateBoundError(project, manualDate, now);
    if (dateError) errors.manual_date = [dateError];
    if (project.type_id === MJN_PROJECT_TYPE_ID && projectId !== MJN_EXEMPT_PROJECT_ID && !mjn) errors.mjn = [ENTRY_MESSAGES.mjnRequired];
    if (!project.activity_offered) errors.activity_type_id = [ENTRY_MESSAGES.activityInvalid];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    project_id: projectId,
    activity_type_id: input.activity_type_id,
    hours: hours as number,
    manual_date: manualDate,
    extra_request: flag(input.extra_request),
    overtime: flag(input.overtime),
    qa_issue: flag(input.qa_issue),
    details: isFilled(input.details) ? input.details : null,
    mjn,
  };
}

/** The entry form's rules alone, outside a save (a timer's start); 422 with field messages. */
export async function validateEntry(ctx: AppContext, user: AuthUser, input: TimesheetEntryPayload): Promise<EntryValues> {
  const [project] = await ctx.db.select(projectRuleColumns(user, input)).from(p).where(visibleProject(user, input));
  return entryValues(input, project, ctx.now());
}

/** The saved entry a save edits: it keeps its date, and does not count against its own day. */
export type EditedEntry = { id: number; manual_date: string };

/** What checkSave reads besides the rules, for the saved entry's answer (savedEntry in entry-access.ts). */
export type SaveProject = EntryProject & { teamlead_ids: number[]; activity_name: string };

/**
 * Every check of a create or an edit, inside the save's transaction and before its write, in
 * two statements (issue 33). The first reads the project's rules (and its columns and the
 * activity's name, for the answer), the period lock
 * (src/timesheet/period-lock.ts; its row with a share lock, so a change of the lock waits for
 * the save) and takes the developer's day lock; then the rules answer 422 with field messages,
 * and a day in the locked period 422 on manual_date. The second counts the day's hours, at most
 * DAY_HOURS_MAX. The day lock (an advisory lock per developer and day, released at commit)
 * makes a second save of the same day wait until the first has committed, so two concurrent
 * saves cannot both fit under the old total; the sum is a statement of its own because only a
 * statement that starts after the wait sees what the first save committed.
 */
export async function checkSave(
  tx: Db,
  now: Date,
  user: AuthUser,
  input: TimesheetEntryPayload,
  edited?: EditedEntry,
): Promise<{ values: EntryValues; project: SaveProject }> {
  const day = edited?.manual_date ?? input.manual_date;
  // One row whether or not the caller sees the project: its columns are null when not.
  const [row] = await tx
    .select({
      ...projectRuleColumns(user, input),
      ...entryProjectColumns,
      teamlead_ids: p.teamleadIds,
      activity_name: sql<string>`(select a.name from activity_types a where a.id = ${input.activity_type_id})`,
      locked_until: sql<string | null>`(select locked_until::text from timesheet_settings where id = 1 for share)`,
      day_lock: sql`pg_advisory_xact_lock(hashtextextended(${`timesheet-day:${user.id}:${day}`}::text, 0))`,
    })
    .from(sql`(select 1) one`)
    .leftJoin(p, visibleProject(user, input));
  const v = entryValues(input, row.status_id === null ? undefined : (row as ProjectRuleRow), now, edited?.manual_date);
  if (row.locked_until && day <= row.locked_until) throw fieldError(LOCK_FIELD, timesheetLockedMessage(row.locked_until));
  await refuseFullDay(tx, user.id, day, v.hours, edited?.id);
  // The rules passed, so the caller sees the project: its columns are there.
  return { values: v, project: row as SaveProject };
}

/** 422 on hours when the day's other entries leave less than `hours` under DAY_HOURS_MAX. */
async function refuseFullDay(tx: Db, userId: number, day: string, hours: number, editedEntryId?: number): Promise<void> {
  const dayHours = sql`coalesce(sum(${timesheetEntries.hours}), 0)`;
  const [row] = await tx
    .select({
      hours_left: sql`${DAY_HOURS_MAX} - ${dayHours}`.mapWith(Number),
      fits: sql<boolean>`${dayHours} + ${hours}::numeric <= ${DAY_HOURS_MAX}`,
    })
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.userId, userId), eq(timesheetEntries.manualDate, day), ne(timesheetEntries.id, editedEntryId ?? 0)));
  if (!row.fits) throw new ValidationError({ hours: [ENTRY_MESSAGES.dayFull(Math.max(0, row.hours_left))] });
}
