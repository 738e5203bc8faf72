/**
 * Issue 29, "hours are what the user meant": at most two decimals, at most 24 hours on one
 * developer's day (also under concurrent saves, on PostgreSQL), no entry before the project's
 * start date nor more than a year ahead on the vacation project, and GET ts-hours-left.
 * Each day used here is a past weekend day, which the seed leaves empty.
 */
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { DayHoursResponse, TimesheetEntryResponse, TimesheetProjectsResponse, ValidationErrorBody } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { addDays, addMonths, displayDate, weekday } from '../../lib/dates';
import { setUpTestKit } from '../../test/test-kit';
import { loggableProject, payload, today } from './timesheet-fixture';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;
const entryOf = (response: { json(): unknown }) => (response.json() as TimesheetEntryResponse).data;

/** Saturdays and Sundays of the last weeks, newest first: no seeded entry falls on them. */
const weekendDays = (() => {
  const days: string[] = [];
  for (let back = 1; days.length < 12; back++) {
    const day = addDays(today(), -back);
    if ([0, 6].includes(weekday(day))) days.push(day);
  }
  return days;
})();
let nextFreeDay = 0;
const freeDay = () => weekendDays[nextFreeDay++];
const oldestDay = weekendDays.at(-1) as string;

/** A project dev logs on that has started before every day used here. */
const devProject = () => loggableProject(kit, 'dev', sql`start_date <= ${oldestDay}::date`);

async function dayTotal(account: 'dev' | 'dev2', day: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db(),
    sql`select coalesce(sum(hours), 0) as total from timesheet_entries
        where manual_date = ${day}::date and user_id = (select id from users where email = ${`${account}@agency.test`})`,
  );
  return Number(row.total);
}

describe('hours of an entry', () => {
  it('refuses more than two decimals instead of rounding, and keeps the minimum above 0.1', async () => {
    const { projectId, activityId } = await devProject();
    const day = freeDay();
    for (const hours of [0.104, 1.333, '1.333', 2.005]) {
      const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours: hours as number, manual_date: day }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response).hours).toEqual(['The hours must have at most 2 decimals.']);
    }
    const tooFew = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours: 0.1, manual_date: day }));
    expect(errorsOf(tooFew).hours).toEqual(['The hours must be more than 0.1 and at most 100.']);
    expect(await dayTotal('dev', day)).toBe(0);

    for (const hours of [0.11, 1.25, '1.5', 1.1]) {
      const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours: hours as number, manual_date: day }));
      expect(response.statusCode).toBe(201);
    }
    expect(await dayTotal('dev', day)).toBe(3.96);
  });
});

describe('24 hours a day at most', () => {
  it("refuses the save that would take a developer's day past 24 h, saying how many are left", async () => {
    const { projectId, activityId } = await devProject();
    const day = freeDay();
    const save = (hours: number) => kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours, manual_date: day }));
    for (const hours of [8, 8, 7.5]) expect((await save(hours)).statusCode).toBe(201);

    const over = await save(1);
    expect(over.statusCode).toBe(422);
    expect(errorsOf(over)).toEqual({ hours: ['Only 0.5 h are left on this day: one day holds at most 24 hours.'] });
    expect(over.json<ValidationErrorBody>().message).toBe('Only 0.5 h are left on this day: one day holds at most 24 hours.');
    expect((await save(0.5)).statusCode).toBe(201);
    const full = await save(0.25);
    expect(errorsOf(full).hours).toEqual(['No hours are left on this day: one day holds at most 24 hours.']);
    expect(await dayTotal('dev', day)).toBe(24);

    // Another developer's day is their own.
    const other = await loggableProject(kit, 'dev2', sql`start_date <= ${oldestDay}::date`);
    const response = await kit.call('dev2', 'POST', 'ts', payload(other.projectId, other.activityId, { hours: 8, manual_date: day }));
    expect(response.statusCode).toBe(201);
  });

  it('refuses a single entry above 24 h (the day cannot hold it) though the entry maximum is 100', async () => {
    const { projectId, activityId } = await devProject();
    const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours: 24.25, manual_date: freeDay() }));
    expect(errorsOf(response).hours).toEqual(['Only 24 h are left on this day: one day holds at most 24 hours.']);
  });

  it('counts an edited entry once: its own hours are freed for the new value', async () => {
    const { projectId, activityId } = await devProject();
    const day = freeDay();
    const save = (hours: number) => kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours, manual_date: day }));
    expect((await save(16)).statusCode).toBe(201);
    const entry = entryOf(await save(6));
    const edit = (hours: number) => kit.call('dev', 'PUT', `ts/${entry.id}`, payload(projectId, activityId, { hours, manual_date: day }));
    expect((await edit(8)).statusCode).toBe(200);
    const over = await edit(8.25);
    expect(over.statusCode).toBe(422);
    expect(errorsOf(over).hours).toEqual(['Only 8 h are left on this day: one day holds at most 24 hours.']);
    expect(await dayTotal('dev', day)).toBe(24);
  });

  it("GET ts-hours-left answers the caller's own total and what is left; 422 for a malformed date", async () => {
    const { projectId, activityId } = await devProject();
    const day = freeDay();
    await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours: 8, manual_date: day }));
    await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours: 1.75, manual_date: day }));
    const answer = await kit.call('dev', 'GET', `ts-hours-left/${day}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<DayHoursResponse>()).toEqual({ data: { manual_date: day, total_hours: 9.75, hours_left: 14.25 } });
    expect((await kit.call('dev2', 'GET', `ts-hours-left/${day}`)).json<DayHoursResponse>().data).toMatchObject({
      total_hours: 0,
      hours_left: 24,
    });
    const malformed = await kit.call('dev', 'GET', 'ts-hours-left/2026-02-30');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(errorsOf(malformed))).toEqual(['date']);
    expect((await kit.call('it', 'GET', `ts-hours-left/${day}`)).statusCode).toBe(403);
  });

  // PGlite serves one connection: requests queue and a race cannot happen there. On PostgreSQL
  // (TEST_DATABASE_URL, scripts/with-postgres.sh) the saves run on separate connections.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  (onPostgres ? it : it.skip)('lets exactly the saves that fit through when they race on one day (PostgreSQL)', async () => {
    const { projectId, activityId } = await devProject();
    for (const [hours, count, fit] of [
      [5, 10, 4],
      [9, 6, 2],
    ] as const) {
      const day = freeDay();
      const answers = await Promise.all(
        Array.from({ length: count }, () => kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours, manual_date: day }))),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(fit);
      expect(codes.filter((code) => code === 422)).toHaveLength(count - fit);
      expect(await dayTotal('dev', day)).toBe(hours * fit);
    }

    // Edits racing new entries on one day: the day still ends at 24 h at most.
    const day = freeDay();
    const entries = await Promise.all(
      [6, 6].map(async (hours) =>
        entryOf(await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours, manual_date: day }))),
      ),
    );
    await Promise.all([
      ...entries.map((entry) => kit.call('dev', 'PUT', `ts/${entry.id}`, payload(projectId, activityId, { hours: 10, manual_date: day }))),
      ...[6, 6].map((hours) => kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours, manual_date: day }))),
    ]);
    expect(await dayTotal('dev', day)).toBeLessThanOrEqual(24);
  });
});

describe('the date of an entry', () => {
  it("refuses a day before the project's start date, and before min_te_date when that is later", async () => {
    const { projectId, activityId } = await devProject();
    const [saved] = await queryRows<{ start_date: string }>(db(), sql`select start_date::text from projects where id = ${projectId}`);
    const start = addDays(today(), -10);
    await db().execute(sql`update projects set start_date = ${start} where id = ${projectId}`);
    try {
      const early = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: addDays(start, -1), hours: 1 }));
      expect(early.statusCode).toBe(422);
      expect(errorsOf(early).manual_date).toEqual([`The date must not be before ${displayDate(start)}, the project's start date.`]);
      expect((await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: start, hours: 1 }))).statusCode).toBe(201);

      const projects = (await kit.call('dev', 'GET', 'ts-projects')).json<TimesheetProjectsResponse>().data;
      expect(projects.find((p) => p.id === projectId)).toMatchObject({ start_date: start, min_te_date: null });

      const min = addDays(start, 2);
      await db().execute(sql`update projects set min_te_date = ${min} where id = ${projectId}`);
      const beforeMin = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: addDays(min, -1), hours: 1 }));
      expect(errorsOf(beforeMin).manual_date).toEqual([
        `The date must not be before ${displayDate(min)}, the first day this project takes entries.`,
      ]);
    } finally {
      await db().execute(sql`update projects set start_date = ${saved.start_date}, min_te_date = null where id = ${projectId}`);
    }
  });

  it('takes the vacation project up to a year ahead, not a day more', async () => {
    const [vacation] = await queryRows<{ id: number }>(db(), sql`select id from projects where is_vacation limit 1`);
    const [activity] = (await kit.call('dev', 'GET', `activity-types-by-project-user/${vacation.id}`)).json<{ data: { id: number }[] }>()
      .data;
    const latest = addMonths(today(), 12);
    const at = (manual_date: string) => kit.call('dev', 'POST', 'ts', payload(Number(vacation.id), activity.id, { manual_date, hours: 8 }));
    const tooFar = await at(addDays(latest, 1));
    expect(tooFar.statusCode).toBe(422);
    expect(errorsOf(tooFar).manual_date).toEqual([`The date must not be more than a year ahead (${latest} at the latest).`]);
    expect((await at(latest)).statusCode).toBe(201);
  });
});
