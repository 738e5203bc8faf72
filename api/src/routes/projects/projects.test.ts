import { describe, expect, it } from '@jest/globals';
import type { ProjectRow, ProjectsResponse, ValidationErrorBody } from '@portal/shared/contract';
import { DEMO_USERS, SEED_BRANDS, SEED_BUSINESS_UNITS, SEED_CATEGORIES, SEED_USERS } from '../../db/seed-data';
import { bearer } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { seedFixture, visibleTo, type SeedProjectRow } from './projects-fixture';

const kit = setUpTestKit();
const { tokens } = kit;
const seed = seedFixture(kit.now);

const get = (url: string, token: string) => kit.t.inject({ method: 'GET', url, headers: bearer(token) });

async function list(token: string, query: Record<string, string | number>): Promise<ProjectsResponse> {
  const response = await get(
    `/api/projects?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    token,
  );
  expect(response.statusCode).toBe(200);
  return response.json<ProjectsResponse>();
}

/** Every matching row, through the biggest page. */
const all = (token: string, query: Record<string, string | number> = {}) => list(token, { resPerPage: 10000, ...query });

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const seedIds = (match: (p: SeedProjectRow) => boolean) => ids(seed.projects.filter(match));
const byDefaultOrder = (a: SeedProjectRow, b: SeedProjectRow) =>
  a.start_date === b.start_date ? b.id - a.id : a.start_date < b.start_date ? 1 : -1;

describe('GET /api/projects: access', () => {
  it('needs a token', async () => {
    expect((await kit.t.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
  });

  it('refuses IT users', async () => {
    expect((await get('/api/projects', tokens.it)).statusCode).toBe(403);
  });

  it('shows a full PM every project, a limited PM type 2 / category 17 only, others their own', async () => {
    expect(ids((await all(tokens.pm)).data.projects)).toEqual(seedIds(() => true));
    expect(ids((await all(tokens.limited)).data.projects)).toEqual(seedIds(visibleTo(DEMO_USERS.limited.id, 'limited')));
    for (const key of ['dev', 'dev2', 'clientPm'] as const) {
      const expected = seedIds(visibleTo(DEMO_USERS[key].id, 'other'));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids((await all(tokens[key])).data.projects)).toEqual(expected);
    }
  });

  it('refuses a malformed filter with 422', async () => {
    const response = await get('/api/projects?status=abc&role=boss&sort=password', tokens.pm);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ValidationErrorBody>().errors).sort()).toEqual(['role', 'sort', 'status']);
  });
});

describe('GET /api/projects: paging', () => {
  it('answers 50 per page in the default order (newest start first) with the total', async () => {
    const expected = [...seed.projects].sort(byDefaultOrder).map((p) => p.id);
    const first = await list(tokens.pm, { page: 1 });
    expect(first.totalResults).toBe(seed.projects.length);
    expect(first.data.projects.map((p) => p.id)).toEqual(expected.slice(0, 50));
    const third = await list(tokens.pm, { page: 3, resPerPage: 50 });
    expect(third.data.projects.map((p) => p.id)).toEqual(expected.slice(100, 150));
    const last = await list(tokens.pm, { page: Math.ceil(expected.length / 50) });
    expect(last.data.projects.map((p) => p.id)).toEqual(expected.slice((Math.ceil(expected.length / 50) - 1) * 50));
    expect((await list(tokens.pm, { page: 99 })).data.projects).toEqual([]);
  });

  it('pages the filtered list and counts the filtered total', async () => {
    const expected = seed.projects
      .filter((p) => p.status_id === 3)
      .sort(byDefaultOrder)
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(60);
    const second = await list(tokens.pm, { status: 3, page: 2, resPerPage: 25 });
    expect(second.totalResults).toBe(expected.length);
    expect(second.data.projects.map((p) => p.id)).toEqual(expected.slice(25, 50));
  });
});

describe('GET /api/projects: filters', () => {
  it('filters by each status, and every status has projects', async () => {
    for (const status of [1, 2, 3, 5]) {
      const expected = seedIds((p) => p.status_id === status);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await all(tokens.pm, { status });
      expect(ids(answer.data.projects)).toEqual(expected);
      expect(answer.totalResults).toBe(expected.length);
    }
  });

  it('filters by client, brand, client PM, type, category and PM ("ALL" = 1000)', async () => {
    const sample = seed.projects.find((p) => p.hogarth_pm_id !== null && p.parent_id === null)!;
    const cases: [Record<string, number>, (p: SeedProjectRow) => boolean][] = [
      [{ clientId: sample.client_id }, (p) => p.client_id === sample.client_id],
      [{ brandId: sample.brand_id }, (p) => p.brand_id === sample.brand_id],
      [{ clientPM: sample.hogarth_pm_id! }, (p) => p.hogarth_pm_id === sample.hogarth_pm_id],
      [{ type: 1 }, (p) => p.type_id === 1],
      [{ categoryId: sample.category_id }, (p) => p.category_id === sample.category_id],
      [{ pm: sample.owner_id }, (p) => p.owner_id === sample.owner_id],
      [{ pm: 1000 }, () => true],
      [{ type: 2, categoryId: 17, status: 2 }, (p) => p.type_id === 2 && p.category_id === 17 && p.status_id === 2],
    ];
    for (const [query, match] of cases) {
      const expected = seedIds(match);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids((await all(tokens.pm, query)).data.projects)).toEqual(expected);
    }
  });

  it('matches title and description case-insensitively, and takes % and _ literally', async () => {
    expect(ids((await all(tokens.pm, { title: 'nIKe' })).data.projects)).toEqual(seedIds((p) => p.title.toLowerCase().includes('nike')));
    expect(ids((await all(tokens.pm, { description: 'DIGITAL PRODUCTION work' })).data.projects)).toEqual(
      seedIds((p) => p.description.toLowerCase().includes('digital production work')),
    );
    expect((await all(tokens.pm, { title: '%' })).totalResults).toBe(0);
    expect((await all(tokens.pm, { title: '___' })).totalResults).toBe(0);
  });

  it('matches the cost estimation text against the estimated cost with two decimals', async () => {
    const text = seed.projects[7].estimated_cost.slice(0, 4);
    const expected = seedIds((p) => p.estimated_cost.includes(text));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids((await all(tokens.pm, { costEstimation: text })).data.projects)).toEqual(expected);
  });

  it('filters by several job numbers (any of them), by id or by name fragment', async () => {
    const [a, b] = [seed.projects[10].job_number_ids[0], seed.projects[200].job_number_ids[0]];
    const expected = seedIds((p) => p.job_number_ids.includes(a) || p.job_number_ids.includes(b));
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const answer = await all(tokens.pm, { jn: `${a},${b}` });
    expect(ids(answer.data.projects)).toEqual(expected);
    for (const row of answer.data.projects) expect(row.job_numbers.some((j) => j.id === a || j.id === b)).toBe(true);

    const name = seed.jobNumbers.get(a)!;
    const fragment = name.slice(-5);
    const byName = seedIds((p) => p.job_number_ids.some((j) => seed.jobNumbers.get(j)!.includes(fragment)));
    expect(ids((await all(tokens.pm, { jn: fragment })).data.projects)).toEqual(byName);
  });

  it('lets a developer who leads projects choose between team lead and developer projects', async () => {
    const dev = DEMO_USERS.dev.id;
    const lead = await all(tokens.dev, { role: 'teamlead' });
    expect(lead.is_teamlead).toBe(true);
    expect(ids(lead.data.projects)).toEqual(seedIds((p) => p.teamlead_ids.includes(dev)));
    expect(lead.data.projects.every((p) => p.teamlead_view)).toBe(true);
    const developer = await all(tokens.dev, { role: 'developer' });
    expect(ids(developer.data.projects)).toEqual(seedIds((p) => p.user_ids.includes(dev)));

    expect((await list(tokens.dev2, {})).is_teamlead).toBe(false);
    expect((await list(tokens.pm, {})).is_teamlead).toBe(false);
    // The role filter means nothing to a project manager.
    expect((await all(tokens.pm, { role: 'teamlead' })).totalResults).toBe(seed.projects.length);
  });
});

describe('GET /api/projects: sorting', () => {
  const sorted = (rows: ProjectRow[], key: (r: ProjectRow) => number | string, direction: 1 | -1) =>
    rows.every((row, i) => i === 0 || (key(rows[i - 1]) === key(row) ? true : (key(rows[i - 1]) < key(row) ? 1 : -1) === direction));

  it('sorts by the asked column and direction', async () => {
    const cases: [string, 'asc' | 'desc', (r: ProjectRow) => number | string][] = [
      ['title', 'asc', (r) => r.title.toLowerCase()],
      ['deadline', 'desc', (r) => r.deadline],
      ['estimated_cost', 'asc', (r) => r.estimated_cost],
      ['profit', 'asc', (r) => r.profit],
      ['client_name', 'desc', (r) => r.client_name.toLowerCase()],
    ];
    for (const [sort, order, key] of cases) {
      const { data } = await all(tokens.pm, { sort, order });
      expect(data.projects).toHaveLength(seed.projects.length);
      expect(sorted(data.projects, key, order === 'asc' ? 1 : -1)).toBe(true);
    }
    const cheapest = await list(tokens.pm, { sort: 'estimated_cost', order: 'asc', resPerPage: 1 });
    expect(cheapest.data.projects[0].estimated_cost).toBe(Math.min(...seed.projects.map((p) => Number(p.estimated_cost))));
  });
});

describe('GET /api/projects: rows', () => {
  it('carries names, job numbers, units shown on projects, costs and profit', async () => {
    const { data } = await all(tokens.pm);
    const child = seed.projects.find((p) => p.parent_id !== null && p.hogarth_pm_id !== null)!;
    const row = data.projects.find((p) => p.id === child.id)!;
    const brand = SEED_BRANDS[child.brand_id - 1];
    expect(row).toMatchObject({
      title: child.title,
      parent_id: child.parent_id,
      has_children: false,
      client_id: child.client_id,
      client_name: seed.clients.get(child.client_id),
      brand_name: brand.name,
      hg_pm_name: SEED_USERS.find((u) => u.id === child.hogarth_pm_id)!.name,
      idg_pm_name: SEED_USERS.find((u) => u.id === child.owner_id)!.name,
      category_title: SEED_CATEGORIES[child.category_id - 1].title,
      start_date: child.start_date,
      deadline: child.deadline,
      estimated_cost: Number(child.estimated_cost),
      actual_cost: Number(child.actual_cost),
    });
    expect(row.profit).toBeCloseTo(Number(child.estimated_cost) - Number(child.actual_cost), 2);
    expect(row.job_numbers.map((j) => j.id).sort((a, b) => a - b)).toEqual([...child.job_number_ids].sort((a, b) => a - b));
    const shown = brand.businessUnitIds.filter((u) => SEED_BUSINESS_UNITS[u - 1].showOnProject);
    expect(row.business_units.map((u) => u.id).sort((a, b) => a - b)).toEqual(shown);
    expect(data.projects.find((p) => p.id === child.parent_id)!.has_children).toBe(true);
    // Some projects lose money, so the list has negative profits to highlight.
    expect(data.projects.some((p) => p.profit < 0)).toBe(true);
  });
});

describe('GET /api/projects: what the schema refuses', () => {
  it('answers 422 for an id filter no record can have, a NUL byte and too many job numbers', async () => {
    const tooBig = await get('/api/projects?clientId=2147483648', tokens.pm);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json<ValidationErrorBody>().errors).toEqual({ clientId: ['The selected clientId is invalid.'] });
    const nul = await get('/api/projects?title=a%00b', tokens.pm);
    expect(nul.statusCode).toBe(422);
    expect(nul.json<ValidationErrorBody>().errors).toEqual({ title: ['The title field must not contain a NUL character.'] });
    const many = await get(`/api/projects?${Array.from({ length: 101 }, (_, i) => `jn=${i + 1}`).join('&')}`, tokens.pm);
    expect(many.statusCode).toBe(422);
    expect(many.json<ValidationErrorBody>().errors).toEqual({ jn: ['The jn field must not have more than 100 items.'] });
  });

  it('answers 422 for a page past the last one any list may have', async () => {
    const response = await get('/api/projects?page=100000000000000000000', tokens.pm);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ValidationErrorBody>().errors)).toEqual(['page']);
  });

  it('reads a job number above int32 as a name fragment, not as an id', async () => {
    const response = await get('/api/projects?jn=99999999999', tokens.pm);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProjectsResponse>().data.projects).toEqual([]);
  });
});
