/**
 * The timer (issue 32): one running timer per user, seen only by its owner, stopped into that
 * day's entry with the time run rounded to hundredths of an hour, under the entry's own rules.
 * The app's clock is pinned, so the time run comes from a start given in the past.
 */
import { describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type {
  DayHoursResponse,
  RunningTimerResponse,
  StartedTimerResponse,
  TimesheetEntryResponse,
  TimesheetProjectsResponse,
  ValidationErrorBody,
} from '@portal/shared/contract';
import { timesheetEntries } from '../../db/schema';
import { isoDate } from '../../lib/dates';
import { setUpTestKit } from '../../test/test-kit';
import { loggableProject, payload } from './timesheet-fixture';

const kit = setUpTestKit();
const minutesAgo = (minutes: number) => new Date(kit.now.getTime() - minutes * 60_000).toISOString();
const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;
const timerOf = async (account: 'dev' | 'dev2') => (await kit.call(account, 'GET', 'ts-timer')).json<RunningTimerResponse>().data;

/** A project the account logs on with no entry of theirs on the day yet, so the stop creates one. */
const freshProject = (account: 'dev' | 'dev2', day: string) =>
  loggableProject(
    kit,
    account,
    sql`start_date <= ${day}::date and not exists (select 1 from timesheet_entries e where e.project_id = projects.id and e.manual_date = ${day}::date)`,
  );

describe('the timer (ts-timer)', () => {
  it("starts once, survives as the server keeps it, and stops into that day's entry with the rounded hours", async () => {
    const startedAt = minutesAgo(91); // 1.5167 h: 1.52 as the form takes hours
    const day = isoDate(new Date(startedAt));
    const { projectId, activityId } = await freshProject('dev', day);

    const started = await kit.call('dev', 'POST', 'ts-timer', {
      project_id: projectId,
      activity_type_id: activityId,
      started_at: startedAt,
    });
    expect(started.statusCode).toBe(201);
    const timer = started.json<StartedTimerResponse>().data;
    expect(timer).toMatchObject({ project_id: projectId, activity_type_id: activityId, manual_date: day, running_seconds: 91 * 60 });
    expect(await timerOf('dev')).toMatchObject({ project_id: projectId, started_at: timer.started_at });

    const again = await kit.call('dev', 'POST', 'ts-timer', { project_id: projectId, activity_type_id: activityId });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('A timer is already running: stop or discard it first.');

    const stopped = await kit.call('dev', 'POST', 'ts-timer/stop');
    expect(stopped.statusCode).toBe(200);
    const entry = stopped.json<TimesheetEntryResponse>().data;
    expect(entry).toMatchObject({ project_id: projectId, activity_type_id: activityId, manual_date: day, hours: 1.52, approval_state: 0 });
    expect(await timerOf('dev')).toBeNull();
    const readAlone = async (id: number) => (await kit.call('dev', 'GET', `ts/${id}`)).json<TimesheetEntryResponse>().data;
    expect(entry).toEqual(await readAlone(entry.id));
    expect(kit.published.some((p) => p.event === 'timesheet-update' && (p.data as { entryId: number }).entryId === entry.id)).toBe(true);

    // A second run on the same row adds to that day's waiting entry instead of a second entry.
    await kit.call('dev', 'POST', 'ts-timer', { project_id: projectId, activity_type_id: activityId, started_at: minutesAgo(30) });
    const added = (await kit.call('dev', 'POST', 'ts-timer/stop')).json<TimesheetEntryResponse>().data;
    expect(added).toEqual(await readAlone(added.id));
    const rows = await kit.t.ctx.db
      .select({ id: timesheetEntries.id, hours: timesheetEntries.hours })
      .from(timesheetEntries)
      .where(and(eq(timesheetEntries.projectId, projectId), eq(timesheetEntries.manualDate, isoDate(new Date(minutesAgo(30))))));
    if (isoDate(new Date(minutesAgo(30))) === day) {
      expect(added.id).toBe(entry.id);
      expect(rows).toEqual([{ id: entry.id, hours: '2.02' }]);
    }
  });

  it("keeps each user's timer to themselves", async () => {
    const startedAt = minutesAgo(20);
    const { projectId, activityId } = await freshProject('dev2', isoDate(new Date(startedAt)));
    expect(
      (await kit.call('dev2', 'POST', 'ts-timer', { project_id: projectId, activity_type_id: activityId, started_at: startedAt }))
        .statusCode,
    ).toBe(201);
    const dev = await loggableProject(kit, 'dev');
    // Another user's running timer is no reason to refuse mine.
    expect((await kit.call('dev', 'POST', 'ts-timer', { project_id: dev.projectId, activity_type_id: dev.activityId })).statusCode).toBe(
      201,
    );
    expect((await timerOf('dev'))?.project_id).toBe(dev.projectId);
    expect((await kit.call('dev', 'DELETE', 'ts-timer')).statusCode).toBe(200);
    expect(await timerOf('dev')).toBeNull();
    expect((await kit.call('dev', 'POST', 'ts-timer/stop')).statusCode).toBe(404);
    expect((await kit.call('dev', 'DELETE', 'ts-timer')).statusCode).toBe(404);
    expect((await timerOf('dev2'))?.project_id).toBe(projectId);
    expect((await kit.call('dev2', 'DELETE', 'ts-timer')).statusCode).toBe(200);
  });

  it('refuses a start an entry would refuse, a start in the future, and the callers who log no time', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    const seen = (await kit.call('dev', 'GET', 'ts-projects')).json<TimesheetProjectsResponse>().data;
    const tm = seen.find((p) => p.type_id === 2 && p.id !== 10417 && p.mjn === null && p.min_te_date === null && !p.is_vacation);
    if (tm) {
      const [activity] = (await kit.call('dev', 'GET', `activity-types-by-project-user/${tm.id}`)).json<{ data: { id: number }[] }>().data;
      const noMjn = await kit.call('dev', 'POST', 'ts-timer', { project_id: tm.id, activity_type_id: activity.id });
      expect(noMjn.statusCode).toBe(422);
      expect(errorsOf(noMjn).mjn).toEqual(['The MJN field is required for a time and material project.']);
    }
    const unknown = await kit.call('dev', 'POST', 'ts-timer', { project_id: 999999, activity_type_id: activityId });
    expect(errorsOf(unknown).project_id).toEqual(['The selected project is invalid.']);
    const future = await kit.call('dev', 'POST', 'ts-timer', {
      project_id: projectId,
      activity_type_id: activityId,
      started_at: minutesAgo(-5),
    });
    expect(errorsOf(future).started_at).toEqual(['The start must not be in the future.']);
    const bad = await kit.call('dev', 'POST', 'ts-timer', { project_id: 'x', activity_type_id: activityId });
    expect(bad.statusCode).toBe(422);
    expect(await timerOf('dev')).toBeNull();

    expect((await kit.call('it', 'GET', 'ts-timer')).statusCode).toBe(403);
    expect((await kit.call('limited', 'POST', 'ts-timer', { project_id: projectId, activity_type_id: activityId })).statusCode).toBe(403);
    expect((await kit.call(null, 'GET', 'ts-timer')).statusCode).toBe(401);
  });

  it('keeps the timer running when the stop is refused: too short, a locked day, a full day', async () => {
    const { projectId, activityId } = await freshProject('dev', isoDate(new Date(minutesAgo(90))));
    await kit.call('dev', 'POST', 'ts-timer', { project_id: projectId, activity_type_id: activityId, started_at: minutesAgo(5) });
    const short = await kit.call('dev', 'POST', 'ts-timer/stop');
    expect(short.statusCode).toBe(422);
    expect(errorsOf(short).hours).toEqual(['The timer has run 5 min; an entry takes more than 0.1 h (6 min). Let it run or discard it.']);
    expect(await timerOf('dev')).not.toBeNull();
    await kit.call('dev', 'DELETE', 'ts-timer');

    const startedAt = minutesAgo(90);
    const day = isoDate(new Date(startedAt));
    await kit.call('dev', 'POST', 'ts-timer', { project_id: projectId, activity_type_id: activityId, started_at: startedAt });
    expect((await kit.call('pm', 'PUT', 'timesheet-lock', { locked_until: day })).statusCode).toBe(200);
    const locked = await kit.call('dev', 'POST', 'ts-timer/stop');
    expect((await kit.call('pm', 'PUT', 'timesheet-lock', { locked_until: null })).statusCode).toBe(200);
    expect(locked.statusCode).toBe(422);
    expect(Object.keys(errorsOf(locked))).toEqual(['manual_date']);
    expect(await timerOf('dev')).not.toBeNull();

    // The day takes at most 24 h: fill it to one hour short of that, then stop 1.5 h.
    const left = (await kit.call('dev', 'GET', `ts-hours-left/${day}`)).json<DayHoursResponse>().data.hours_left;
    const other = await loggableProject(kit, 'dev', sql`projects.id <> ${projectId}`);
    if (left - 1 > 0.1)
      expect(
        (await kit.call('dev', 'POST', 'ts', payload(other.projectId, other.activityId, { hours: left - 1, manual_date: day }))).statusCode,
      ).toBe(201);
    const full = await kit.call('dev', 'POST', 'ts-timer/stop');
    expect(full.statusCode).toBe(422);
    expect(errorsOf(full).hours).toEqual(['Only 1 h are left on this day: one day holds at most 24 hours.']);
    expect(await timerOf('dev')).not.toBeNull();
  });
});
