import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { PROJECT_UPDATE_EVENT, type ProjectResourcesResponse, type UserActivityTypesResponse } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { seedFixture } from './projects-fixture';
import { HOURS_EXEMPT_ACTIVITY_ID, RESOURCE_MESSAGES, RESOURCE_REMOVED_MESSAGE, RESOURCE_SAVED_MESSAGE } from './project-resources';

const kit = setUpTestKit();
const seed = seedFixture(kit.now);
const db = () => kit.t.ctx.db;

const resources = async (projectId: number, account: 'pm' | 'dev' = 'pm') =>
  (await kit.call(account, 'GET', `project-resources/${projectId}`)).json<ProjectResourcesResponse>().data;
const save = (payload: Record<string, unknown>, account: 'pm' | 'limited' | 'dev' = 'pm') =>
  kit.call(account, 'POST', 'project-resources', payload);
const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;

/** An enabled developer with no resource on `projectId` and two of its activity types (from the database, not the route). */
async function developerWithActivities(projectId = 0): Promise<{ userId: number; activities: number[] }> {
  const rows = await queryRows<{ user_id: number; activity_type_id: number }>(
    db(),
    sql`select ua.user_id, ua.activity_type_id from user_activity_types ua join activity_types a on a.id = ua.activity_type_id
        join users u on u.id = ua.user_id where not a.disabled and not u.disabled
          and not exists (select 1 from project_resources pr where pr.project_id = ${projectId} and pr.user_id = u.id)
        order by ua.user_id, ua.activity_type_id`,
  );
  const userId = Number(rows.find((r) => rows.filter((x) => x.user_id === r.user_id).length >= 2)!.user_id);
  return { userId, activities: rows.filter((r) => Number(r.user_id) === userId).map((r) => Number(r.activity_type_id)) };
}

describe('GET /api/project-resources/:projectId', () => {
  it('lists the resources with the hours used summed from the timesheet entries', async () => {
    const [row] = await queryRows<{ project_id: number; user_id: number; activity_type_id: number }>(
      db(),
      sql`select project_id, user_id, activity_type_id from project_resources order by id limit 1`,
    );
    const projectId = Number(row.project_id);
    const isMine = (r: { user_id: number; activity_type_id: number }) =>
      r.user_id === Number(row.user_id) && r.activity_type_id === Number(row.activity_type_id);
    const before = await resources(projectId);
    await db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, hours, manual_date, details)
      values (${projectId}, ${row.user_id}, ${row.activity_type_id}, 2.5, '2026-01-05', 'a'),
             (${projectId}, ${row.user_id}, ${row.activity_type_id}, 1.25, '2026-01-06', 'b')`);
    const data = await resources(projectId);
    const mine = data.find(isMine)!;
    expect(mine).toMatchObject({ project_id: projectId, used_hours: before.find(isMine)!.used_hours + 3.75 });
    expect(typeof mine.max_hours).toBe('number');
    expect(mine.user_name).toBeTruthy();
    expect(mine.activity).toBeTruthy();
    expect(data.filter((r) => !isMine(r))).toEqual(before.filter((r) => !isMine(r)));
  });

  it('is seeded on most open projects', async () => {
    const open = seed.projects.filter((p) => p.status_id === 2);
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(distinct project_id)::int as n from project_resources pr join projects p on p.id = pr.project_id where p.status_id = 2`,
    );
    expect(Number(count.n)).toBeGreaterThan(open.length / 2);
  });

  it('shows a team lead the resources of the projects it leads, read-only; refuses everyone else', async () => {
    const led = seed.projects.find((p) => p.teamlead_ids.includes(DEMO_USERS.dev.id))!;
    const notLed = seed.projects.find((p) => !p.teamlead_ids.includes(DEMO_USERS.dev.id))!;
    expect((await kit.call('dev', 'GET', `project-resources/${led.id}`)).statusCode).toBe(200);
    expect(await resources(led.id, 'dev')).toEqual(await resources(led.id));
    expect((await kit.call('dev', 'GET', `project-resources/${notLed.id}`)).statusCode).toBe(403);
    for (const account of ['limited', 'clientPm', 'it', 'dev2'] as const) {
      expect((await kit.call(account, 'GET', `project-resources/${notLed.id}`)).statusCode).toBe(403);
    }
    expect((await kit.call(null, 'GET', `project-resources/${led.id}`)).statusCode).toBe(401);
    expect((await kit.call('pm', 'GET', 'project-resources/999999')).statusCode).toBe(404);
  });
});

describe('POST and DELETE /api/project-resources', () => {
  // The open project with the fewest resources (the seeds assign many developers).
  const project = { id: 0 };
  beforeAll(async () => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select p.id from projects p where p.status_id = 2
          order by (select count(*) from project_resources pr where pr.project_id = p.id), p.id limit 1`,
    );
    project.id = Number(row.id);
  });

  it('adds, edits and removes a resource, and tells open pages each time', async () => {
    const { userId, activities } = await developerWithActivities(project.id);
    const before = kit.published.length;
    const added = await save({ project_id: project.id, id: null, user_id: userId, activity_type_id: activities[0], max_hours: '12.5' });
    expect(added.statusCode).toBe(200);
    const { data, message } = added.json<{ data: { id: number }; message: string }>();
    expect(message).toBe(RESOURCE_SAVED_MESSAGE);
    expect((await resources(project.id)).find((r) => r.id === data.id)).toMatchObject({
      user_id: userId,
      activity_type_id: activities[0],
      max_hours: 12.5,
      used_hours: 0,
    });

    const edited = await save({ project_id: project.id, id: data.id, user_id: userId, activity_type_id: activities[1], max_hours: 40 });
    expect(edited.statusCode).toBe(200);
    expect((await resources(project.id)).find((r) => r.id === data.id)).toMatchObject({ activity_type_id: activities[1], max_hours: 40 });

    expect((await kit.call('dev', 'DELETE', `project-resources/${data.id}`)).statusCode).toBe(403);
    const removed = await kit.call('pm', 'DELETE', `project-resources/${data.id}`);
    expect(removed.json()).toEqual({ message: RESOURCE_REMOVED_MESSAGE });
    expect((await resources(project.id)).map((r) => r.id)).not.toContain(data.id);
    expect((await kit.call('pm', 'DELETE', `project-resources/${data.id}`)).statusCode).toBe(404);
    expect(kit.published.slice(before).map((p) => [p.channel, p.event, p.data])).toEqual(
      Array(3).fill([`private-project.${project.id}`, PROJECT_UPDATE_EVENT, { project_id: project.id, part: 'resources' }]),
    );
  });

  it('checks the hours: digits and dots ending in a digit, 0 to 1,000,000', async () => {
    const { userId, activities } = await developerWithActivities(project.id);
    const base = { project_id: project.id, user_id: userId, activity_type_id: activities[0] };
    for (const max_hours of ['', '12.', '-1', 'ten', '1.2.3', '1000000.5', 1_000_001]) {
      expect(errorsOf(await save({ ...base, max_hours }))).toEqual({ max_hours: [RESOURCE_MESSAGES.max_hours] });
    }
    for (const max_hours of ['0', '1000000']) {
      const response = await save({ ...base, max_hours });
      expect(response.statusCode).toBe(200);
      await kit.call('pm', 'DELETE', `project-resources/${response.json<{ data: { id: number } }>().data.id}`);
    }
  });

  it('skips the hours check for activity 83', async () => {
    const [developer] = await queryRows<{ id: number }>(
      db(),
      sql`select id from users where not disabled and role = 4 order by id limit 1`,
    );
    // The seed's activity types are fewer than 83: the exempt one is made for this test.
    await db().execute(
      sql`insert into activity_types (id, name) values (${HOURS_EXEMPT_ACTIVITY_ID}, 'Exempt activity') on conflict do nothing`,
    );
    await db().execute(sql`insert into user_activity_types (user_id, activity_type_id) values (${developer.id}, ${HOURS_EXEMPT_ACTIVITY_ID})
      on conflict do nothing`);
    const response = await save({
      project_id: project.id,
      user_id: developer.id,
      activity_type_id: HOURS_EXEMPT_ACTIVITY_ID,
      max_hours: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { max_hours: number } }>().data.max_hours).toBe(0);
  });

  it('needs the developer, an activity of that developer, a known project, and no duplicate', async () => {
    expect(Object.keys(errorsOf(await save({}))).sort()).toEqual(['activity_type_id', 'project_id', 'user_id']);
    const { userId, activities } = await developerWithActivities(project.id);
    const [foreign] = await queryRows<{ id: number }>(
      db(),
      sql`select id from activity_types where not disabled and id not in (select activity_type_id from user_activity_types where user_id = ${userId}) limit 1`,
    );
    expect(errorsOf(await save({ project_id: project.id, user_id: userId, activity_type_id: foreign.id, max_hours: '1' }))).toEqual({
      activity_type_id: [RESOURCE_MESSAGES.activity_type_id],
    });
    const [disabled] = await queryRows<{ id: number }>(db(), sql`select id from users where disabled limit 1`);
    expect(
      Object.keys(errorsOf(await save({ project_id: project.id, user_id: disabled.id, activity_type_id: activities[0], max_hours: '1' }))),
    ).toEqual(['user_id']);
    expect(
      Object.keys(errorsOf(await save({ project_id: 999999, user_id: userId, activity_type_id: activities[0], max_hours: '1' }))),
    ).toEqual(['project_id']);

    const first = await save({ project_id: project.id, user_id: userId, activity_type_id: activities[0], max_hours: '1' });
    expect(first.statusCode).toBe(200);
    expect(errorsOf(await save({ project_id: project.id, user_id: userId, activity_type_id: activities[0], max_hours: '2' }))).toEqual({
      user_id: [RESOURCE_MESSAGES.duplicate],
    });
    expect(
      (await save({ project_id: project.id, id: 999999, user_id: userId, activity_type_id: activities[0], max_hours: '2' })).statusCode,
    ).toBe(404);
  });

  it('is refused to everyone but full project managers', async () => {
    const { userId, activities } = await developerWithActivities(project.id);
    for (const account of ['limited', 'dev'] as const) {
      expect(
        (await save({ project_id: project.id, user_id: userId, activity_type_id: activities[1], max_hours: '1' }, account)).statusCode,
      ).toBe(403);
    }
  });
});

describe('GET /api/activity-types-by-user/:userId', () => {
  it('lists the enabled activity types of the developer, for full project managers only', async () => {
    const { userId, activities } = await developerWithActivities();
    const response = await kit.call('pm', 'GET', `activity-types-by-user/${userId}`);
    expect(
      response
        .json<UserActivityTypesResponse>()
        .data.map((a) => a.id)
        .sort((a, b) => a - b),
    ).toEqual([...activities].sort((a, b) => a - b));
    expect((await kit.call('limited', 'GET', `activity-types-by-user/${userId}`)).statusCode).toBe(403);
    expect((await kit.call('dev', 'GET', `activity-types-by-user/${userId}`)).statusCode).toBe(403);
    expect((await kit.call('pm', 'GET', 'activity-types-by-user/999999')).statusCode).toBe(404);
  });
});

describe('project resources: what the schemas refuse', () => {
  it('answers 404 for path ids above int32 and 422 for such ids, NUL bytes and lists in the body', async () => {
    expect((await kit.call('pm', 'GET', 'project-resources/2147483648')).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', 'project-resources/2147483648')).statusCode).toBe(404);
    expect((await kit.call('pm', 'GET', 'activity-types-by-user/2147483648')).statusCode).toBe(404);
    const response = await save({ project_id: 1, user_id: 2147483648, activity_type_id: [1], max_hours: '1\u0000' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      user_id: ['The selected user id is invalid.'],
      activity_type_id: ['The activity type id field must be an integer.'],
      max_hours: ['The max hours field must not contain a NUL character.'],
    });
  });
});
