import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  ProjectDetail,
  ProjectParentsResponse,
  ProjectResponse,
  ProjectsResponse,
  ValidationErrorBody,
} from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { bearer } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { seedFixture, visibleTo, type SeedProjectRow } from './projects-fixture';
import { heldRecordsMessage, NOT_A_CHILD_MESSAGE, PARENT_SAVED_MESSAGE } from './project-parents';

const kit = setUpTestKit();
const { tokens } = kit;
const seed = seedFixture(kit.now);

const get = (url: string, token: string) => kit.t.inject({ method: 'GET', url, headers: bearer(token) });
const link = (token: string, payload: object) =>
  kit.t.inject({ method: 'POST', url: '/api/project-parents', headers: bearer(token), payload });
const candidates = async (id: number, token = tokens.pm) =>
  (await get(`/api/project-parents/${id}`, token)).json<ProjectParentsResponse>().data;

/** Projects holding estimates, expenses or timesheet entries (seeded in the database, not by the generator). */
const holding = new Set<number>();
beforeAll(async () => {
  const rows = await queryRows<{ id: number }>(
    kit.t.ctx.db,
    sql`select project_id as id from cost_estimates union select project_id from external_expenses
        union select project_id from timesheet_entries`,
  );
  for (const row of rows) holding.add(Number(row.id));
});

const hasChildren = (p: SeedProjectRow) => seed.projects.some((c) => c.parent_id === p.id);
/** A project with neither parent nor children nor records, i.e. one that may get a parent. */
const loneProject = (match: (p: SeedProjectRow) => boolean = () => true) =>
  seed.projects.find((p) => p.parent_id === null && !hasChildren(p) && !holding.has(p.id) && match(p))!;

describe('GET /api/project-parents/:id', () => {
  it('needs a token and session role 2', async () => {
    expect((await kit.t.inject({ method: 'GET', url: '/api/project-parents/1' })).statusCode).toBe(401);
    for (const key of ['dev', 'clientPm', 'it'] as const) expect((await get('/api/project-parents/1', tokens[key])).statusCode).toBe(403);
  });

  it('offers the top-level projects other than the project itself, by title', async () => {
    const lone = loneProject();
    const data = await candidates(lone.id);
    const expected = seed.projects.filter((p) => p.parent_id === null && p.id !== lone.id);
    expect(data.map((c) => c.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id));
    expect(data.map((c) => c.title.toLowerCase())).toEqual([...data.map((c) => c.title.toLowerCase())].sort());
    // Projects with a parent are never offered; parents with subprojects are.
    const child = seed.projects.find((p) => p.parent_id !== null)!;
    expect(data.map((c) => c.id)).not.toContain(child.id);
    expect(data.map((c) => c.id)).toContain(child.parent_id);
  });

  it('offers nothing for a project that has a parent or subprojects', async () => {
    const child = seed.projects.find((p) => p.parent_id !== null)!;
    expect(await candidates(child.id)).toEqual([]);
    expect(await candidates(child.parent_id!)).toEqual([]);
  });

  it('answers a limited PM for the projects it sees (document 2, section 6), 403 for others, 404 for unknown ones', async () => {
    const sees = visibleTo(DEMO_USERS.limited.id, 'limited');
    const lone = loneProject(sees);
    const data = await candidates(lone.id, tokens.limited);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((c) => sees(seed.projects.find((p) => p.id === c.id)!))).toBe(true);
    const hidden = seed.projects.find((p) => !sees(p))!;
    expect((await get(`/api/project-parents/${hidden.id}`, tokens.limited)).statusCode).toBe(403);
    expect((await get('/api/project-parents/999999', tokens.pm)).statusCode).toBe(404);
  });
});

describe('POST /api/project-parents', () => {
  it('needs a token and session role 2', async () => {
    expect((await kit.t.inject({ method: 'POST', url: '/api/project-parents', payload: {} })).statusCode).toBe(401);
    expect((await link(tokens.dev, { project_id: 1, parent_id: 2 })).statusCode).toBe(403);
  });

  it('needs both ids', async () => {
    const response = await link(tokens.pm, {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ValidationErrorBody>().errors).sort()).toEqual(['parent_id', 'project_id']);
  });

  it('links the project under the parent: it becomes a child in the list and on the project', async () => {
    const lone = loneProject();
    const parent = seed.projects.find((p) => p.parent_id === null && p.id !== lone.id && hasChildren(p))!;
    const response = await link(tokens.pm, { project_id: lone.id, parent_id: parent.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: lone.id, parent_id: parent.id }, message: PARENT_SAVED_MESSAGE });

    const project = (await get(`/api/project/${lone.id}`, tokens.pm)).json<ProjectResponse>().project as ProjectDetail;
    expect(project).toMatchObject({ parent_id: parent.id, settle_title: parent.title });
    const row = (await get(`/api/projects?resPerPage=10000`, tokens.pm))
      .json<ProjectsResponse>()
      .data.projects.find((p) => p.id === lone.id)!;
    expect(row.parent_id).toBe(parent.id);

    // Now it has a parent: no second one, and it is no longer a candidate for others.
    const again = await link(tokens.pm, { project_id: lone.id, parent_id: parent.id });
    expect(again.statusCode).toBe(422);
    expect(again.json<ValidationErrorBody>().errors).toEqual({ project_id: [NOT_A_CHILD_MESSAGE] });
    const other = loneProject((p) => p.id !== lone.id && p.id !== parent.id);
    expect((await candidates(other.id)).map((c) => c.id)).not.toContain(lone.id);
  });

  it('refuses a parent that is itself a child, the project itself, or a project with subprojects as child', async () => {
    const lone = loneProject((p) => p.id > 100);
    const child = seed.projects.find((p) => p.parent_id !== null)!;
    expect((await link(tokens.pm, { project_id: lone.id, parent_id: child.id })).json<ValidationErrorBody>().errors).toHaveProperty(
      'parent_id',
    );
    expect((await link(tokens.pm, { project_id: lone.id, parent_id: lone.id })).json<ValidationErrorBody>().errors).toHaveProperty(
      'parent_id',
    );
    expect((await link(tokens.pm, { project_id: child.parent_id, parent_id: lone.id })).json<ValidationErrorBody>().errors).toEqual({
      project_id: [NOT_A_CHILD_MESSAGE],
    });
  });

  it('lets a limited PM link only projects it sees', async () => {
    const sees = visibleTo(DEMO_USERS.limited.id, 'limited');
    const [own, other] = seed.projects.filter(
      (p) => p.parent_id === null && !hasChildren(p) && !holding.has(p.id) && sees(p) && p.id > 200,
    );
    const hidden = seed.projects.find((p) => p.parent_id === null && !sees(p))!;
    expect((await link(tokens.limited, { project_id: own.id, parent_id: hidden.id })).json<ValidationErrorBody>().errors).toHaveProperty(
      'parent_id',
    );
    expect((await link(tokens.limited, { project_id: hidden.id, parent_id: own.id })).json<ValidationErrorBody>().errors).toHaveProperty(
      'project_id',
    );
    expect((await link(tokens.limited, { project_id: own.id, parent_id: other.id })).statusCode).toBe(200);
    expect((await get(`/api/project/${own.id}`, tokens.pm)).json<ProjectResponse>().project).toMatchObject({ parent_id: other.id });
  });
});

describe('a project holding finance or timesheet records (issue 29)', () => {
  const db = () => kit.t.ctx.db;
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db(), query))[0];
  const parentFor = (projectId: number) => seed.projects.find((p) => p.parent_id === null && p.id !== projectId && hasChildren(p))!;

  /** Records of one kind on a project that held none, made in SQL as the seed makes them. */
  const give: Record<string, (projectId: number) => Promise<unknown>> = {
    'cost estimates': (projectId) => db().execute(sql`insert into cost_estimates (project_id) values (${projectId})`),
    'purchase orders': async (projectId) => {
      const estimate = await one<{ id: number }>(sql`insert into cost_estimates (project_id) values (${projectId}) returning id`);
      await db().execute(
        sql`insert into purchase_orders (cost_estimate_id, po_number, date, value) values (${estimate.id}, 'PO-HELD', '2026-01-05', 100)`,
      );
    },
    'external expenses': (projectId) =>
      db().execute(
        sql`insert into external_expenses (project_id, init_date, value, currency) values (${projectId}, '2026-01-05', 10, 'USD')`,
      ),
    'timesheet entries': (projectId) =>
      db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours)
        values (${projectId}, ${DEMO_USERS.dev.id}, (select min(id) from activity_types), '2026-01-05', 2)`),
  };

  /** A lone project, from the last, that other tests left free (none linked it or under it). */
  const freeProject = async () => {
    for (const p of [...seed.projects].reverse()) {
      if (p.parent_id !== null || hasChildren(p) || holding.has(p.id)) continue;
      holding.add(p.id);
      const listed = (await get(`/api/project-parents/${p.id}`, tokens.pm)).json<ProjectParentsResponse>();
      if (!listed.refusal) return p;
    }
    throw new Error('No free project left');
  };

  it.each(Object.keys(give))('refuses a parent to a project with %s, saying why in the candidates and the 422', async (kind) => {
    const lone = await freeProject();
    await give[kind](lone.id);
    const expected = kind === 'purchase orders' ? heldRecordsMessage(['cost estimates', 'purchase orders']) : heldRecordsMessage([kind]);

    const listed = (await get(`/api/project-parents/${lone.id}`, tokens.pm)).json<ProjectParentsResponse>();
    expect(listed).toEqual({ data: [], refusal: expected });
    const response = await link(tokens.pm, { project_id: lone.id, parent_id: parentFor(lone.id).id });
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationErrorBody>()).toEqual({ message: expected, errors: { project_id: [expected] } });
    expect((await get(`/api/project/${lone.id}`, tokens.pm)).json<ProjectResponse>().project).toMatchObject({ parent_id: null });
  });

  it('names every kind a seeded project holds, and still links a project holding nothing', async () => {
    const held = await one<{ id: number }>(sql`select p.id from projects p where p.parent_id is null
      and not exists (select 1 from projects c where c.parent_id = p.id)
      and exists (select 1 from cost_estimates ce where ce.project_id = p.id)
      and exists (select 1 from timesheet_entries t where t.project_id = p.id)
      order by p.id limit 1`);
    const refusal = (await get(`/api/project-parents/${held.id}`, tokens.pm)).json<ProjectParentsResponse>().refusal!;
    expect(refusal).toMatch(/^This project has cost estimates, .*timesheet entries, which would no longer be reachable under a parent/);

    const free = await freeProject();
    const listed = (await get(`/api/project-parents/${free.id}`, tokens.pm)).json<ProjectParentsResponse>();
    expect(listed.refusal).toBeUndefined();
    expect(listed.data.length).toBeGreaterThan(0);
    expect((await link(tokens.pm, { project_id: free.id, parent_id: parentFor(free.id).id })).statusCode).toBe(200);
  });

  it('says why a project with a parent or subprojects offers no candidates', async () => {
    const child = seed.projects.find((p) => p.parent_id !== null)!;
    expect((await get(`/api/project-parents/${child.id}`, tokens.pm)).json<ProjectParentsResponse>()).toEqual({
      data: [],
      refusal: NOT_A_CHILD_MESSAGE,
    });
  });
});

describe('set-parent dialog: what the schemas refuse', () => {
  it('answers 404 for a path id above int32 and 422 for such ids in the body', async () => {
    expect((await get('/api/project-parents/2147483648', tokens.pm)).statusCode).toBe(404);
    const response = await link(tokens.pm, { project_id: 2147483648, parent_id: '1' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationErrorBody>().errors).toEqual({
      project_id: ['The selected project id is invalid.'],
      parent_id: ['The parent id field must be an integer.'],
    });
  });
});
