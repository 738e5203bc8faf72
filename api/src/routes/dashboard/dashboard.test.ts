import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ActionsResponse, PostActionResponse, ProjectStats, ProjectStatsResponse, ProjectsMvpResponse } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { generateSeed, seedDatabase } from '../../db/seed';
import { DEMO_USERS } from '../../db/seed-data';
import { addDays, today } from '../../lib/dates';
import { bearer } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const { tokens } = kit;

const get = (url: string, token: string) => kit.t.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) => kit.t.inject({ method: 'POST', url, headers: bearer(token), payload });

/** The visible projects of each demo user, written independently of src/projects/visibility.ts. */
const VISIBLE: Record<string, string> = {
  pm: 'select id from projects',
  limited: 'select id from projects where type_id = 2 and category_id = 17',
  dev: `select id from projects where owner_id = ${DEMO_USERS.dev.id}
        union select id from projects where hogarth_pm_id = ${DEMO_USERS.dev.id}
        union select id from projects where teamlead_ids @> '[${DEMO_USERS.dev.id}]'
        union select project_id from project_users where user_id = ${DEMO_USERS.dev.id}`,
  clientPm: `select id from projects where hogarth_pm_id = ${DEMO_USERS.clientPm.id}
        union select id from projects where owner_id = ${DEMO_USERS.clientPm.id}
        union select project_id from project_users where user_id = ${DEMO_USERS.clientPm.id}`,
};

async function expectedStats(key: string): Promise<ProjectStats> {
  const day = today(kit.t.now);
  const cur = [addDays(day, -29), day];
  const past = [addDays(day, -59), addDays(day, -30)];
  // created_at is a moment; the window is in local calendar days.
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const count = async (where: string) => {
    const [row] = await queryRows<{ n: number }>(
      kit.t.database.db,
      sql.raw(`select count(*)::int as n from projects where id in (${VISIBLE[key]}) and ${where}`),
    );
    return Number(row.n);
  };
  const localCreated = `(created_at at time zone '${tz}')::date`;
  return {
    wip: await count(`status_id = 2 and start_date >= '${cur[0]}' and start_date <= '${cur[1]}'`),
    wipPast: await count(`status_id = 2 and start_date >= '${past[0]}' and start_date <= '${past[1]}'`),
    pending: await count(`status_id = 1 and ${localCreated} >= '${cur[0]}' and ${localCreated} <= '${cur[1]}'`),
    pendingPast: await count(`status_id = 1 and ${localCreated} >= '${past[0]}' and ${localCreated} <= '${past[1]}'`),
    completed: await count(`status_id = 3 and deadline >= '${cur[0]}' and deadline <= '${cur[1]}'`),
    completedPast: await count(`status_id = 3 and deadline >= '${past[0]}' and deadline <= '${past[1]}'`),
  };
}

describe('GET /api/projects-stats', () => {
  it.each(['pm', 'dev', 'limited', 'clientPm'] as const)('matches a direct count over the projects %s may see', async (key) => {
    const response = await get('/api/projects-stats', tokens[key]);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProjectStatsResponse>().data).toEqual(await expectedStats(key));
  });

  it('has something in every figure for the full PM (the seed spreads projects over time)', async () => {
    const { data } = (await get('/api/projects-stats', tokens.pm)).json<ProjectStatsResponse>();
    for (const value of Object.values(data)) expect(value).toBeGreaterThan(0);
  });

  it('counts nothing for the IT user, who is on no project', async () => {
    const { data } = (await get('/api/projects-stats', tokens.it)).json<ProjectStatsResponse>();
    expect(Object.values(data).every((value) => value === 0)).toBe(true);
  });
});

describe('GET and POST /api/actions', () => {
  it('lists at most 50 events, newest first, with user and project', async () => {
    const response = await get('/api/actions', tokens.pm);
    expect(response.statusCode).toBe(200);
    const { events } = response.json<ActionsResponse>().data;
    expect(events).toHaveLength(50);
    const times = events.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(events.filter((e) => Date.parse(e.created_at) > kit.t.now.getTime() - 3 * 86_400_000).length).toBeGreaterThanOrEqual(5);
    expect(events.every((e) => e.action_type_id === 2 || e.action_type_id === 3 || e.action_type_id === 1)).toBe(true);
    const first = events[0];
    expect(first).toEqual({
      id: expect.any(Number),
      action_type_id: expect.any(Number),
      created_at: expect.stringMatching(/Z$/),
      message: expect.stringContaining('{project_id}'),
      user_id: expect.any(Number),
      user_name: expect.any(String),
      user_avatar: null,
      user_sex: expect.stringMatching(/^(male|female)$/),
      project: {
        project_id: expect.any(Number),
        project_title: expect.any(String),
        project_deadline: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      },
    });
    expect(first.message).toContain('{project_title}');
  });

  it('shows each user only events on projects they may see', async () => {
    for (const key of ['dev', 'limited'] as const) {
      const { events } = (await get('/api/actions', tokens[key])).json<ActionsResponse>().data;
      expect(events.length).toBeGreaterThan(0);
      const visible = new Set((await queryRows<{ id: number }>(kit.t.database.db, sql.raw(VISIBLE[key]))).map((row) => Number(row.id)));
      expect(events.every((e) => visible.has(e.project!.project_id))).toBe(true);
    }
    expect((await get('/api/actions', tokens.it)).json<ActionsResponse>().data.events).toEqual([]);
  });

  it('records an event by the caller, which then leads the list', async () => {
    const response = await post('/api/actions', tokens.pm, {
      action_type_id: 2,
      entity: 'projects',
      entity_id: 12,
      targeted_user_id: null,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<PostActionResponse>();
    expect(data).toMatchObject({
      action_type_id: 2,
      user_id: DEMO_USERS.pm.id,
      user_name: DEMO_USERS.pm.name,
      message: 'updated project #{project_id} {project_title}',
      project: { project_id: 12 },
    });
    const { events } = (await get('/api/actions', tokens.pm)).json<ActionsResponse>().data;
    expect(events[0].id).toBe(data.id);
  });

  it('validates the event', async () => {
    const bad = await post('/api/actions', tokens.pm, { action_type_id: 9, entity: 'users', entity_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'The selected action type id is invalid.',
      errors: {
        action_type_id: ['The selected action type id is invalid.'],
        entity: ['The selected entity is invalid.'],
        entity_id: ['The entity id field must be an integer.'],
      },
    });
    const missing = await post('/api/actions', tokens.pm, { action_type_id: 2, entity: 'projects', entity_id: 999999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The selected entity id is invalid.',
      errors: { entity_id: ['The selected entity id is invalid.'] },
    });
    const ghost = await post('/api/actions', tokens.pm, { action_type_id: 2, entity: 'projects', entity_id: 12, targeted_user_id: 99999 });
    expect(ghost.statusCode).toBe(422);
  });

  it('refuses an event on a project the caller may not see', async () => {
    const [hidden] = await queryRows<{ id: number }>(
      kit.t.database.db,
      sql.raw(`select id from projects where id not in (${VISIBLE.dev}) order by id limit 1`),
    );
    const response = await post('/api/actions', tokens.dev, { action_type_id: 2, entity: 'projects', entity_id: hidden.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('needs a token', async () => {
    expect((await kit.t.inject({ method: 'GET', url: '/api/actions' })).statusCode).toBe(401);
    expect((await kit.t.inject({ method: 'POST', url: '/api/actions', payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/projects-mvp', () => {
  it("answers pm's shortcuts with underscored titles", async () => {
    const { data } = (await get('/api/projects-mvp', tokens.pm)).json<ProjectsMvpResponse>();
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data[0]).toEqual({ entity_id: expect.any(Number), project_title: 'Nike_Air_Max_Relaunch' });
    expect(data.every((item) => !item.project_title.includes(' '))).toBe(true);
  });

  it("answers dev's shortcuts, projects he leads, and nothing for users without any", async () => {
    const { data } = (await get('/api/projects-mvp', tokens.dev)).json<ProjectsMvpResponse>();
    expect(data.length).toBeGreaterThan(0);
    const led = await queryRows<{ id: number }>(
      kit.t.database.db,
      sql.raw(`select id from projects where teamlead_ids @> '[${DEMO_USERS.dev.id}]'`),
    );
    const ledIds = new Set(led.map((row) => Number(row.id)));
    expect(data.every((item) => ledIds.has(item.entity_id))).toBe(true);
    expect((await get('/api/projects-mvp', tokens.dev2)).json<ProjectsMvpResponse>().data).toEqual([]);
  });
});

describe('the seed', () => {
  it('does nothing on a database that has data', async () => {
    const before = await queryRows<{ n: number }>(kit.t.database.db, sql`select count(*)::int as n from projects`);
    expect(await seedDatabase(kit.t.database.db, { now: kit.t.now })).toEqual({ seeded: false, projects: 0 });
    expect(await queryRows<{ n: number }>(kit.t.database.db, sql`select count(*)::int as n from projects`)).toEqual(before);
  });

  it('is deterministic for a given day, and scales', () => {
    const a = generateSeed({ now: kit.t.now });
    const b = generateSeed({ now: kit.t.now });
    expect(b).toEqual(a);
    const rows = (tables: ReturnType<typeof generateSeed>, name: string) => tables.find((x) => x.table === name)!.rows;
    // 400 per scale, plus the timesheet's project 10417 and vacation project.
    expect(rows(a, 'projects')).toHaveLength(402);
    expect(rows(generateSeed({ now: kit.t.now, scale: 3 }), 'projects')).toHaveLength(1202);
  });

  it('has the reference data other code relies on', async () => {
    expect(await queryRows(kit.t.database.db, sql`select id, name from project_statuses order by id`)).toEqual([
      { id: 1, name: 'Pending' },
      { id: 2, name: 'WIP' },
      { id: 3, name: 'Closed' },
      { id: 5, name: 'Cancelled' },
    ]);
    const [counts] = await queryRows<Record<string, number>>(
      kit.t.database.db,
      sql`select
            (select count(*)::int from users where id in (15, 198, 294) and role in (2, 4) and not disabled) as limited_owners,
            (select count(*)::int from project_categories where id between 1 and 20) as categories,
            (select count(*)::int from projects where parent_id is not null) as children,
            (select count(*)::int from projects where estimated_cost < actual_cost) as losses,
            (select count(*)::int from projects where type_id = 1 and fixed_price is null) as fixed_without_price,
            (select count(*)::int from projects where teamlead_ids @> '[2]') as dev_leads,
            (select count(distinct status_id)::int from projects) as statuses`,
    );
    expect(counts).toEqual({
      limited_owners: 3,
      categories: 20,
      children: expect.any(Number),
      losses: expect.any(Number),
      fixed_without_price: 0,
      dev_leads: expect.any(Number),
      statuses: 4,
    });
    expect(counts.children).toBeGreaterThan(10);
    expect(counts.losses).toBeGreaterThan(10);
    expect(counts.dev_leads).toBeGreaterThan(5);
  });
});

describe('POST /api/actions: what the schema refuses', () => {
  it('answers 422 for an entity id above int32, a NUL byte and a list where an id belongs', async () => {
    const response = await post('/api/actions', tokens.pm, {
      action_type_id: 2,
      entity: 'projects\u0000',
      entity_id: 2147483648,
      targeted_user_id: [7],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The selected entity is invalid.',
      errors: {
        entity: ['The selected entity is invalid.'],
        entity_id: ['The selected entity id is invalid.'],
        targeted_user_id: ['The targeted user id field must be an integer.'],
      },
    });
  });
});
