import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { MJN_EXEMPT_PROJECT_ID, TIMESHEET_EVENT, type TimesheetEntryResponse, type ValidationErrorBody } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { daysFromToday, loggableProject, payload, today } from './timesheet-fixture';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;
const entryOf = (response: { json(): unknown }) => (response.json() as TimesheetEntryResponse).data;

async function stored(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(db(), sql`select * from timesheet_entries where id = ${id}`);
  return row;
}

async function create(overrides: Parameters<typeof payload>[2] = {}) {
  const { projectId, activityId } = await loggableProject(kit, 'dev');
  const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, overrides));
  expect(response.statusCode).toBe(201);
  return entryOf(response);
}

describe('POST /api/ts', () => {
  it("stores the developer's entry with the activity's rate as unit cost, and publishes it", async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId));
    expect(response.statusCode).toBe(201);
    const entry = entryOf(response);
    expect(entry).toMatchObject({
      project_id: projectId,
      user_id: DEMO_USERS.dev.id,
      hours: 2.5,
      qa_issue: true,
      overtime: false,
      approval_state: 0,
      editable: true,
    });
    const [rate] = await queryRows<{ rate: string }>(db(), sql`select rate from activity_types where id = ${activityId}`);
    const row = await stored(entry.id);
    expect(Number(row.unit_cost)).toBe(Number(rate.rate ?? 0));
    expect(row.manual_date).toBeDefined();
    // Full PMs hear of every entry, the developer of their own.
    for (const channel of ['private-timesheet', `private-user.${DEMO_USERS.dev.id}`]) {
      expect(kit.published).toContainEqual({
        channel,
        event: TIMESHEET_EVENT,
        data: { entryId: entry.id, userId: DEMO_USERS.dev.id, projectId },
      });
    }
    expect(kit.published.filter((p) => p.channel === `private-user.${DEMO_USERS.dev2.id}`)).toEqual([]);
  });

  it('refuses hours of 0.1 and less or above 100; 100 is in range but more than a day holds', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    for (const hours of [0.1, 0, -2, 100.5]) {
      const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response).hours).toEqual(['The hours must be more than 0.1 and at most 100.']);
    }
    const hundred = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours: 100 }));
    expect(errorsOf(hundred).hours[0]).toMatch(/^Only [\d.]+ h are left on this day/);
    expect((await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { hours: 0.11 }))).statusCode).toBe(201);
  });

  it('answers every missing field with its message', async () => {
    const response = await kit.call('dev', 'POST', 'ts', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(['activity_type_id', 'hours', 'manual_date', 'project_id']);
  });

  it('refuses a future day, except on the vacation project', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    const future = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: daysFromToday(1) }));
    expect(future.statusCode).toBe(422);
    expect(errorsOf(future).manual_date).toEqual(['The date must not be after today.']);

    const [vacation] = await queryRows<{ id: number }>(db(), sql`select id from projects where is_vacation limit 1`);
    const [activity] = (await kit.call('dev', 'GET', `activity-types-by-project-user/${vacation.id}`)).json<{ data: { id: number }[] }>()
      .data;
    const response = await kit.call(
      'dev',
      'POST',
      'ts',
      payload(Number(vacation.id), activity.id, { manual_date: daysFromToday(20), hours: 8 }),
    );
    expect(response.statusCode).toBe(201);
  });

  it("refuses a day before the project's min_te_date", async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev', sql`start_date <= ${daysFromToday(-4)}::date`);
    await db().execute(sql`update projects set min_te_date = ${daysFromToday(-3)} where id = ${projectId}`);
    try {
      const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: daysFromToday(-4) }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response).manual_date[0]).toMatch(/^The date must not be before/);
      expect((await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: daysFromToday(-3) }))).statusCode).toBe(
        201,
      );
    } finally {
      await db().execute(sql`update projects set min_te_date = null where id = ${projectId}`);
    }
  });

  it('requires an MJN on time and material projects, except project 10417', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    await db().execute(sql`update projects set type_id = 2 where id = ${projectId}`);
    try {
      const missing = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { mjn: ' ' }));
      expect(missing.statusCode).toBe(422);
      expect(errorsOf(missing).mjn).toEqual(['The MJN field is required for a time and material project.']);
      expect((await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { mjn: 'MJN-77' }))).statusCode).toBe(201);
    } finally {
      await db().execute(sql`update projects set type_id = 1 where id = ${projectId}`);
    }
    const [exempt] = await queryRows<{ type_id: number }>(db(), sql`select type_id from projects where id = ${MJN_EXEMPT_PROJECT_ID}`);
    expect(Number(exempt.type_id)).toBe(2);
    const [activity] = (await kit.call('dev', 'GET', `activity-types-by-project-user/${MJN_EXEMPT_PROJECT_ID}`)).json<{
      data: { id: number }[];
    }>().data;
    expect((await kit.call('dev', 'POST', 'ts', payload(MJN_EXEMPT_PROJECT_ID, activity.id))).statusCode).toBe(201);
  });

  it('refuses a closed or cancelled project, one the developer does not see, and an activity that is not theirs', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    await db().execute(sql`update projects set status_id = 5 where id = ${projectId}`);
    try {
      const inactive = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId));
      expect(errorsOf(inactive).project_id).toEqual(['Timesheet entries cannot be logged on a closed or cancelled project.']);
    } finally {
      await db().execute(sql`update projects set status_id = 2 where id = ${projectId}`);
    }
    const [hidden] = await queryRows<{ id: number }>(
      db(),
      sql`select p.id from projects p where p.owner_id <> ${DEMO_USERS.dev.id} and not p.teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev.id}::int)
          and not exists (select 1 from project_users pu where pu.project_id = p.id and pu.user_id = ${DEMO_USERS.dev.id})
          and coalesce(p.hogarth_pm_id, 0) <> ${DEMO_USERS.dev.id} order by p.id limit 1`,
    );
    expect(errorsOf(await kit.call('dev', 'POST', 'ts', payload(Number(hidden.id), activityId))).project_id).toEqual([
      'The selected project is invalid.',
    ]);
    const [foreign] = await queryRows<{ id: number }>(
      db(),
      sql`select id from activity_types where not disabled and id not in (select activity_type_id from user_activity_types where user_id = ${DEMO_USERS.dev.id}) order by id limit 1`,
    );
    const response = await kit.call('dev', 'POST', 'ts', payload(projectId, Number(foreign.id)));
    expect(errorsOf(response).activity_type_id).toEqual(['The selected activity is not one of yours on this project.']);
  });

  it('lets developers and full PMs log time; limited PMs, IT users and client PMs get 403', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    for (const account of ['limited', 'it', 'clientPm'] as const) {
      expect((await kit.call(account, 'POST', 'ts', payload(projectId, activityId))).statusCode).toBe(403);
    }
    expect((await kit.call(null, 'POST', 'ts', payload(projectId, activityId))).statusCode).toBe(401);
  });

  it("lets a full PM log, change and remove their own hours (issue 32), and not a developer's", async () => {
    const { projectId, activityId } = await loggableProject(kit, 'pm');
    const response = await kit.call('pm', 'POST', 'ts', payload(projectId, activityId, { hours: 3 }));
    expect(response.statusCode).toBe(201);
    const own = entryOf(response);
    expect(own).toMatchObject({ user_id: DEMO_USERS.pm.id, hours: 3, editable: true });
    const changed = await kit.call('pm', 'PUT', `ts/${own.id}`, payload(projectId, activityId, { hours: 4 }));
    expect(entryOf(changed)).toMatchObject({ id: own.id, hours: 4 });
    const developers = await create();
    expect((await kit.call('pm', 'PUT', `ts/${developers.id}`, payload(projectId, activityId))).statusCode).toBe(403);
    expect((await kit.call('pm', 'DELETE', `ts/${own.id}`)).statusCode).toBe(200);
  });
});

describe('GET, PUT and DELETE /api/ts/:id', () => {
  it('reads an entry for its developer and full PMs; 403 for another developer, 404 when unknown', async () => {
    const entry = await create();
    expect(entryOf(await kit.call('dev', 'GET', `ts/${entry.id}`))).toEqual(entry);
    expect(entryOf(await kit.call('pm', 'GET', `ts/${entry.id}`))).toMatchObject({ id: entry.id, editable: false });
    expect((await kit.call('dev2', 'GET', `ts/${entry.id}`)).statusCode).toBe(403);
    expect((await kit.call('dev', 'GET', 'ts/99999999')).statusCode).toBe(404);
    expect((await kit.call('limited', 'GET', `ts/${entry.id}`)).statusCode).toBe(403);
  });

  it("edits the developer's entry, keeps its date, and submits a rejected entry again", async () => {
    const entry = await create();
    await db().execute(sql`update timesheet_entries set approval_state = 2, approve_feedback = 'Too long' where id = ${entry.id}`);
    const response = await kit.call(
      'dev',
      'PUT',
      `ts/${entry.id}`,
      payload(entry.project_id, entry.activity_type_id, { hours: 4, details: 'Fixed' }),
    );
    expect(response.statusCode).toBe(200);
    expect(entryOf(response)).toMatchObject({ hours: 4, details: 'Fixed', approval_state: 0, approve_feedback: null });
    // The answer is built from what the save wrote and checked; it reads as the entry reads alone.
    expect(entryOf(response)).toEqual(entryOf(await kit.call('dev', 'GET', `ts/${entry.id}`)));

    const moved = await kit.call(
      'dev',
      'PUT',
      `ts/${entry.id}`,
      payload(entry.project_id, entry.activity_type_id, { manual_date: daysFromToday(-1) }),
    );
    expect(moved.statusCode).toBe(422);
    expect(errorsOf(moved).manual_date).toEqual(['The date of a saved entry cannot be changed.']);
  });

  it("refuses to change another developer's entry (403) and an approved one or one of an inactive project (422)", async () => {
    const entry = await create();
    const body = payload(entry.project_id, entry.activity_type_id);
    expect((await kit.call('dev2', 'PUT', `ts/${entry.id}`, body)).statusCode).toBe(403);
    expect((await kit.call('dev2', 'DELETE', `ts/${entry.id}`)).statusCode).toBe(403);
    expect((await kit.call('pm', 'DELETE', `ts/${entry.id}`)).statusCode).toBe(403);

    await db().execute(sql`update timesheet_entries set approval_state = 1 where id = ${entry.id}`);
    const approved = await kit.call('dev', 'PUT', `ts/${entry.id}`, body);
    expect(approved.statusCode).toBe(422);
    expect(errorsOf(approved).approval_state).toEqual(['An approved entry can no longer be changed.']);
    expect((await kit.call('dev', 'DELETE', `ts/${entry.id}`)).statusCode).toBe(422);
    expect(entryOf(await kit.call('dev', 'GET', `ts/${entry.id}`)).editable).toBe(false);

    await db().execute(sql`update timesheet_entries set approval_state = 0 where id = ${entry.id}`);
    await db().execute(sql`update projects set status_id = 3 where id = ${entry.project_id}`);
    try {
      expect(errorsOf(await kit.call('dev', 'DELETE', `ts/${entry.id}`)).project_id).toBeDefined();
      expect(entryOf(await kit.call('dev', 'GET', `ts/${entry.id}`))).toMatchObject({ project_inactive: true, editable: false });
    } finally {
      await db().execute(sql`update projects set status_id = 2 where id = ${entry.project_id}`);
    }
  });

  it('removes the entry, publishes it, and answers 404 afterwards', async () => {
    const entry = await create();
    kit.published.length = 0;
    const response = await kit.call('dev', 'DELETE', `ts/${entry.id}`);
    expect(response.statusCode).toBe(200);
    expect(await stored(entry.id)).toBeUndefined();
    expect(new Set(kit.published.map((p) => p.event))).toEqual(new Set([TIMESHEET_EVENT]));
    expect(kit.published.map((p) => p.channel)).toEqual(expect.arrayContaining(['private-timesheet', `private-user.${DEMO_USERS.dev.id}`]));
    expect((await kit.call('dev', 'DELETE', `ts/${entry.id}`)).statusCode).toBe(404);
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('what the entry calls refuse before saving (issue 31)', () => {
  it('answers 422, not 500, for details with a NUL byte, and stores nothing', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    const [before] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from timesheet_entries`);
    const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { details: 'a\u0000b' }));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ details: ['The details field must not contain a NUL character.'] });
    const [after] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from timesheet_entries`);
    expect(after.n).toBe(before.n);
  });

  it('refuses a date sent as an array, a day that does not exist and one outside 2000-2100', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev');
    for (const manual_date of [[today()], '2025-02-30', '1999-12-31', '2101-01-01']) {
      const response = await kit.call('dev', 'POST', 'ts', { ...payload(projectId, activityId), manual_date });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response))).toEqual(['manual_date']);
    }
    const array = await kit.call('dev', 'POST', 'ts', { ...payload(projectId, activityId), manual_date: [today()] });
    expect(errorsOf(array).manual_date).toEqual(['The manual date field must be a string.']);
    const unreal = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: '2025-02-30' }));
    expect(errorsOf(unreal).manual_date).toEqual(['The manual date field must be a date in the form YYYY-MM-DD.']);
  });

  it('refuses ids above 2^31-1: 404 in the path, 422 in the body; hours of the wrong type and too long text', async () => {
    const entry = await create();
    for (const method of ['GET', 'DELETE'] as const) expect((await kit.call('dev', method, 'ts/2147483648')).statusCode).toBe(404);
    const body = payload(entry.project_id, entry.activity_type_id);
    expect((await kit.call('dev', 'PUT', 'ts/2147483648', body)).statusCode).toBe(404);
    const farProject = await kit.call('dev', 'POST', 'ts', { ...body, project_id: 2 ** 31, activity_type_id: 10 ** 11 });
    expect(farProject.statusCode).toBe(422);
    expect(errorsOf(farProject)).toEqual({
      project_id: ['The selected project id is invalid.'],
      activity_type_id: ['The selected activity type id is invalid.'],
    });
    const wrongHours = await kit.call('dev', 'POST', 'ts', { ...body, hours: { h: 2 } });
    expect(errorsOf(wrongHours).hours).toBeDefined();
    const longMjn = await kit.call('dev', 'POST', 'ts', { ...body, mjn: 'M'.repeat(101), details: 'd'.repeat(5001) });
    expect(errorsOf(longMjn)).toEqual({
      mjn: ['The mjn field must not be greater than 100 characters.'],
      details: ['The details field must not be greater than 5000 characters.'],
    });
    const flag = await kit.call('dev', 'POST', 'ts', { ...body, overtime: 2 });
    expect(errorsOf(flag)).toEqual({ overtime: ['The overtime field must be 0 or 1.'] });
  });

  it('answers 404 for a week beyond a century and 422 for a filter id out of range', async () => {
    expect((await kit.call('dev', 'GET', 'ts-by-week/5301')).statusCode).toBe(404);
    const filter = await kit.call('pm', 'GET', 'ts-by-week/1?user_id=2147483648');
    expect(filter.statusCode).toBe(422);
    expect(Object.keys(errorsOf(filter))).toEqual(['user_id']);
    expect((await kit.call('pm', 'GET', 'ts-by-projectId/2147483648')).statusCode).toBe(404);
    expect((await kit.call('dev', 'GET', 'ts-hours-left/1999-12-31')).statusCode).toBe(422);
  });
});
