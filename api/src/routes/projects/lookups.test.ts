import { describe, expect, it } from '@jest/globals';
import type {
  JobNumbersLoadAllResponse,
  ProjectCategoriesResponse,
  ProjectResponse,
  ProjectStatusesResponse,
  ProjectTypesResponse,
  TeamLeadsResponse,
} from '@portal/shared/contract';
import { DEMO_USERS, SEED_CATEGORIES, SEED_USERS, TEAMLEAD_IDS } from '../../db/seed-data';
import { bearer } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { seedFixture, visibleTo, type SeedFixture } from './projects-fixture';

const kit = setUpTestKit();
const { tokens } = kit;
const seed = seedFixture(kit.now);

const get = (url: string, token?: string) => kit.t.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('lookups: access', () => {
  it('need a token and refuse IT users', async () => {
    for (const url of ['/api/project-statuses', '/api/project-types', '/api/team-leads', '/api/job-numbers/load-all', '/api/project/1']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, tokens.it)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/project-statuses', () => {
  it('lists the statuses in id order, WIP second', async () => {
    const response = await get('/api/project-statuses', tokens.dev2);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProjectStatusesResponse>().data).toEqual([
      { id: 1, name: 'Pending' },
      { id: 2, name: 'WIP' },
      { id: 3, name: 'Closed' },
      { id: 5, name: 'Cancelled' },
    ]);
  });
});

describe('GET /api/project-types', () => {
  it('lists every type, and type 2 only for a limited PM', async () => {
    const full = (await get('/api/project-types?page=0&resPerPage=1000', tokens.pm)).json<ProjectTypesResponse>();
    expect(full).toEqual({
      data: [
        { id: 1, name: 'Fixed price' },
        { id: 2, name: 'Time and material' },
        { id: 3, name: 'Retainer' },
      ],
      totalResults: 3,
    });
    const limited = (await get('/api/project-types?page=0&resPerPage=1000', tokens.limited)).json<ProjectTypesResponse>();
    expect(limited).toEqual({ data: [{ id: 2, name: 'Time and material' }], totalResults: 1 });
  });
});

describe('GET /api/project-categories', () => {
  it('loads every category by title for dropdowns', async () => {
    const { data, totalResults } = (
      await get('/api/project-categories?page=0&resPerPage=1000', tokens.pm)
    ).json<ProjectCategoriesResponse>();
    expect(totalResults).toBe(SEED_CATEGORIES.length);
    expect(data.paginatedProjectCategories.map((c) => c.title)).toEqual(
      SEED_CATEGORIES.map((c) => c.title).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('pages and searches for the configuration list', async () => {
    const sortedTitles = SEED_CATEGORIES.map((c) => c.title).sort((a, b) => a.localeCompare(b));
    const second = (await get('/api/project-categories?page=2&resPerPage=10', tokens.pm)).json<ProjectCategoriesResponse>();
    expect(second.totalResults).toBe(SEED_CATEGORIES.length);
    expect(second.data.paginatedProjectCategories.map((c) => c.title)).toEqual(sortedTitles.slice(10, 20));
    const found = (
      await get('/api/project-categories?page=1&resPerPage=10&searchString=MEDIA', tokens.pm)
    ).json<ProjectCategoriesResponse>();
    expect(found).toEqual({ data: { paginatedProjectCategories: [{ id: 5, title: 'Social media', disabled: false }] }, totalResults: 1 });
  });

  it('gives a limited PM category 17 only', async () => {
    const limited = (await get('/api/project-categories?page=0&resPerPage=1000', tokens.limited)).json<ProjectCategoriesResponse>();
    expect(limited).toEqual({
      data: { paginatedProjectCategories: [{ id: 17, title: 'Digital production', disabled: false }] },
      totalResults: 1,
    });
  });
});

describe('GET /api/team-leads', () => {
  it('lists the enabled users flagged team lead, by name; dev2 is not one', async () => {
    const { data } = (await get('/api/team-leads', tokens.pm)).json<TeamLeadsResponse>();
    const expected = SEED_USERS.filter((u) => TEAMLEAD_IDS.includes(u.id) && !u.disabled)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((u) => ({ id: u.id, name: u.name }));
    expect(data.users).toEqual(expected);
    expect(data.users.map((u) => u.id)).toContain(DEMO_USERS.dev.id);
    expect(data.users.map((u) => u.id)).not.toContain(DEMO_USERS.dev2.id);
  });
});

describe('GET /api/job-numbers/load-all', () => {
  const namesOf = (match: (p: SeedFixture['projects'][number]) => boolean) =>
    [...new Set(seed.projects.filter(match).flatMap((p) => p.job_number_ids))].map((id) => seed.jobNumbers.get(id)!).sort();

  it('lists the job numbers of the visible projects of a status, or of every status', async () => {
    const wip = (await get('/api/job-numbers/load-all?project_status=2', tokens.pm)).json<JobNumbersLoadAllResponse>();
    expect(wip.data.map((j) => j.name)).toEqual(namesOf((p) => p.status_id === 2));
    const every = (await get('/api/job-numbers/load-all', tokens.pm)).json<JobNumbersLoadAllResponse>();
    expect(every.data.length).toBe(namesOf(() => true).length);
    expect(every.data[0]).toEqual({ id: expect.any(Number), name: namesOf(() => true)[0] });
  });

  it("gives others only their projects' job numbers", async () => {
    const limited = (await get('/api/job-numbers/load-all', tokens.limited)).json<JobNumbersLoadAllResponse>();
    expect(limited.data.map((j) => j.name)).toEqual(namesOf(visibleTo(DEMO_USERS.limited.id, 'limited')));
    const dev2 = (await get('/api/job-numbers/load-all?project_status=3', tokens.dev2)).json<JobNumbersLoadAllResponse>();
    expect(dev2.data.map((j) => j.name)).toEqual(namesOf((p) => p.status_id === 3 && visibleTo(DEMO_USERS.dev2.id, 'other')(p)));
  });

  it('refuses a malformed status', async () => {
    expect((await get('/api/job-numbers/load-all?project_status=x', tokens.pm)).statusCode).toBe(422);
  });
});

describe('GET /api/project/:id', () => {
  it('answers the whole project to whoever may see it', async () => {
    const child = seed.projects.find((p) => p.parent_id !== null && p.teamlead_ids.length > 0 && p.fixed_price !== null)!;
    const response = await get(`/api/project/${child.id}`, tokens.pm);
    expect(response.statusCode).toBe(200);
    const { project } = response.json<ProjectResponse>();
    expect(project).toMatchObject({
      id: child.id,
      has_access: true,
      title: child.title,
      description: child.description,
      parent_id: child.parent_id,
      settle_title: seed.projects.find((p) => p.id === child.parent_id)!.title,
      fixed_price: Number(child.fixed_price),
      teamlead_ids: child.teamlead_ids,
      teamleads: child.teamlead_ids
        .map((id) => ({ id, name: SEED_USERS.find((u) => u.id === id)!.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      owner_name: SEED_USERS.find((u) => u.id === child.owner_id)!.name,
      file_url: null,
    });
    const parent = (await get(`/api/project/${child.parent_id}`, tokens.pm)).json<ProjectResponse>().project;
    expect(parent).toMatchObject({ has_children: true, settle_title: null });
    expect('children' in parent && parent.children).toContainEqual({ id: child.id, title: child.title });
  });

  it('says has_access false, and nothing more, for a project the caller may not see', async () => {
    const hidden = seed.projects.find((p) => !visibleTo(DEMO_USERS.dev2.id, 'other')(p))!;
    const response = await get(`/api/project/${hidden.id}`, tokens.dev2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ project: { id: hidden.id, has_access: false } });
    const own = seed.projects.find(visibleTo(DEMO_USERS.dev2.id, 'other'))!;
    expect((await get(`/api/project/${own.id}`, tokens.dev2)).json<ProjectResponse>().project.has_access).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/project/999999', tokens.pm)).statusCode).toBe(404);
    expect((await get('/api/project/abc', tokens.pm)).statusCode).toBe(404);
  });
});

describe('lookups: what the schemas refuse', () => {
  it('answers 404 for a project id above int32 and 422 for such a status', async () => {
    expect((await get('/api/project/2147483648', tokens.pm)).statusCode).toBe(404);
    const status = await get('/api/job-numbers/load-all?project_status=2147483648', tokens.pm);
    expect(status.statusCode).toBe(422);
    expect(status.json()).toEqual({
      message: 'The selected project status is invalid.',
      errors: { project_status: ['The selected project status is invalid.'] },
    });
  });

  it('refuses a category search with a NUL byte or longer than a title', async () => {
    const nul = await get('/api/project-categories?searchString=a%00', tokens.pm);
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toEqual({
      message: 'The searchString field must not contain a NUL character.',
      errors: { searchString: ['The searchString field must not contain a NUL character.'] },
    });
    expect((await get(`/api/project-categories?searchString=${'a'.repeat(256)}`, tokens.pm)).statusCode).toBe(422);
  });
});
