/**
 * The timer (issue 32): one running timer per user, kept in timesheet_timers. Starting checks
 * what an entry on the project would be checked for (visible, active, the day within its
 * bounds, MJN, the caller's activity), so a timer that could never be saved is refused at once.
 * Stopping turns the time run into the hours of the day it was started, rounded to the
 * hundredths the entry form takes, through the entry's own rules (validateEntry, checkSave:
 * the period lock and 24 h a day): added to that day's waiting entry of the same project,
 * activity and MJN when there is one (an approved or rejected entry is left alone), a new entry
 * otherwise. The timer's row is removed in the same transaction, so a stop made twice (two tabs,
 * two devices) logs the time once.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ENTRY_HOURS, type RunningTimer, type TimerStart } from '@portal/shared/contract';
import type { AppContext } from '../app-context';
import { activityTypes, projects, timesheetEntries, timesheetTimers } from '../db/schema';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { isoDate, toIsoDateTime } from '../lib/dates';
import type { AuthUser } from '../users/auth-user';
import { JUST_DECIDED_MESSAGE, savedEntry, type EntryWithLeads } from './entry-access';
import { checkSave, validateEntry } from './entry-rules';
import { inState, savedEntryColumns, storedValues } from './entry-values';

export const TIMER_MESSAGES = {
  running: 'A timer is already running: stop or discard it first.',
  none: 'No timer is running.',
  startInFuture: 'The start must not be in the future.',
  startTooEarly: 'The start must be within the last 24 hours.',
  tooShort: (minutes: number) =>
    `The timer has run ${minutes} min; an entry takes more than ${ENTRY_HOURS.above} h (6 min). Let it run or discard it.`,
} as const;

const DAY_MS = 24 * 3_600_000;
/** Hours to the hundredth, as the entry form takes them (36 s a hundredth). */
export const timerHours = (ms: number) => Math.round(ms / 36_000) / 100;

const jobNumbersOf = sql<string>`coalesce((select string_agg(j.name, ', ' order by j.name) from project_job_numbers pj
  join job_numbers j on j.id = pj.job_number_id where pj.project_id = ${projects.id}), '')`;

/** The caller's running timer as the API answers it, or null. */
export async function runningTimer(ctx: AppContext, userId: number): Promise<RunningTimer | null> {
  const [row] = await ctx.db
    .select({
      project_id: timesheetTimers.projectId,
      project_title: projects.title,
      job_number: jobNumbersOf,
      activity_type_id: timesheetTimers.activityTypeId,
      activity_name: activityTypes.name,
      mjn: timesheetTimers.mjn,
      details: timesheetTimers.details,
      started_at: timesheetTimers.startedAt,
    })
    .from(timesheetTimers)
    .innerJoin(projects, eq(projects.id, timesheetTimers.projectId))
    .innerJoin(activityTypes, eq(activityTypes.id, timesheetTimers.activityTypeId))
    .where(eq(timesheetTimers.userId, userId));
  if (!row) return null;
  const startedAt = toIsoDateTime(row.started_at);
  const started = new Date(startedAt);
  return {
    ...row,
    started_at: startedAt,
    manual_date: isoDate(started),
    running_seconds: Math.max(0, Math.floor((ctx.now().getTime() - started.getTime()) / 1000)),
  };
}

/** The start asked for, checked: now, or a moment of the last 24 hours. */
function startOf(ctx: AppContext, startedAt: string | undefined): Date {
  const now = ctx.now();
  if (startedAt === undefined) return now;
  const start = new Date(startedAt);
  if (start.getTime() > now.getTime()) throw new ValidationError({ started_at: [TIMER_MESSAGES.startInFuture] });
  if (start.getTime() < now.getTime() - DAY_MS) throw new ValidationError({ started_at: [TIMER_MESSAGES.startTooEarly] });
  return start;
}

/** Starts the caller's timer: 422 when an entry could not be logged on it that day, 409 while one runs. */
export async function startTimer(ctx: AppContext, user: AuthUser, input: TimerStart): Promise<RunningTimer> {
  const start = startOf(ctx, input.started_at);
  // The hours are the stop's business; one hour stands in so only the project's rules answer.
  const v = await validateEntry(ctx, user, { ...input, hours: 1, manual_date: isoDate(start) });
  const rows = await ctx.db
    .insert(timesheetTimers)
    .values({
      userId: user.id,
      projectId: v.project_id,
      activityTypeId: v.activity_type_id,
      mjn: v.mjn,
      details: v.details,
      startedAt: start.toISOString(),
    })
    .onConflictDoNothing({ target: timesheetTimers.userId })
    .returning({ userId: timesheetTimers.userId });
  if (rows.length === 0) throw new HttpError(409, TIMER_MESSAGES.running);
  return (await runningTimer(ctx, user.id)) as RunningTimer;
}

/** That day's waiting entry the timer adds to: same project, activity and MJN. */
async function entryToAddTo(ctx: AppContext, userId: number, timer: RunningTimer) {
  const [entry] = await ctx.db
    .select({
      id: timesheetEntries.id,
      hours: timesheetEntries.hours,
      details: timesheetEntries.details,
      extra_request: timesheetEntries.extraRequest,
      overtime: timesheetEntries.overtime,
      qa_issue: timesheetEntries.qaIssue,
    })
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.userId, userId),
        eq(timesheetEntries.manualDate, timer.manual_date),
        eq(timesheetEntries.projectId, timer.project_id),
        eq(timesheetEntries.activityTypeId, timer.activity_type_id),
        timer.mjn === null ? isNull(timesheetEntries.mjn) : eq(timesheetEntries.mjn, timer.mjn),
        eq(timesheetEntries.approvalState, 0),
      ),
    )
    .orderBy(asc(timesheetEntries.id))
    .limit(1);
  return entry ?? null;
}

/**
 * Stops the caller's timer into an entry and gives the entry, as a save answers it (savedEntry):
 * 404 when none runs, 422 when the entry's rules refuse it (the timer keeps running, to be let
 * run or discarded).
 */
export async function stopTimer(ctx: AppContext, user: AuthUser): Promise<EntryWithLeads> {
  const timer = await runningTimer(ctx, user.id);
  if (!timer) throw notFound(TIMER_MESSAGES.none);
  const run = ctx.now().getTime() - new Date(timer.started_at).getTime();
  const hours = timerHours(run);
  const existing = await entryToAddTo(ctx, user.id, timer);
  if (!existing && hours <= ENTRY_HOURS.above) throw new ValidationError({ hours: [TIMER_MESSAGES.tooShort(Math.floor(run / 60_000))] });
  const total = existing ? Math.round((Number(existing.hours) + hours) * 100) / 100 : hours;
  const payload = {
    project_id: timer.project_id,
    activity_type_id: timer.activity_type_id,
    hours: total,
    manual_date: timer.manual_date,
    mjn: timer.mjn,
    // Added to an entry, the time keeps that entry's details and flags.
    details: existing ? existing.details : timer.details,
    extra_request: existing?.extra_request ?? false,
    overtime: existing?.overtime ?? false,
    qa_issue: existing?.qa_issue ?? false,
  };
  return ctx.db.transaction(async (tx) => {
    const stopped = await tx
      .delete(timesheetTimers)
      .where(and(eq(timesheetTimers.userId, user.id), eq(timesheetTimers.startedAt, timer.started_at)))
      .returning({ userId: timesheetTimers.userId });
    if (stopped.length === 0) throw notFound(TIMER_MESSAGES.none);
    const edited = existing ? { id: existing.id, manual_date: timer.manual_date } : undefined;
    const { values: v, project } = await checkSave(tx, ctx.now(), user, payload, edited);
    if (!existing) {
      const [row] = await tx
        .insert(timesheetEntries)
        .values({ ...storedValues(v), userId: user.id, manualDate: v.manual_date })
        .returning(savedEntryColumns);
      return savedEntry(user, row, project);
    }
    // As an edit: the entry is submitted again, in the waiting state it was read in.
    const [row] = await tx
      .update(timesheetEntries)
      .set({ ...storedValues(v), updatedAt: sql`now()` })
      .where(inState(existing.id, 0))
      .returning(savedEntryColumns);
    if (!row) throw new ValidationError({ approval_state: [JUST_DECIDED_MESSAGE] });
    return savedEntry(user, row, project);
  });
}

/** Discards the caller's timer without logging anything: 404 when none runs. */
export async function discardTimer(ctx: AppContext, userId: number): Promise<void> {
  const rows = await ctx.db.delete(timesheetTimers).where(eq(timesheetTimers.userId, userId)).returning({ userId: timesheetTimers.userId });
  if (rows.length === 0) throw notFound(TIMER_MESSAGES.none);
}
