import { describe, expect, it } from '@jest/globals';
import type { ProjectsResponse, ReportsProjectsResponse, ValidationErrorBody } from '@portal/shared/contract';
import { addDays, today } from '../../lib/dates';
import { bearer } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { seedFixture, type SeedProjectRow } from '../projects/projects-fixture';
import { END_BEFORE_START_MESSAGE } from './report-request';

const kit = setUpTestKit();
const { tokens } = kit;
const seed = seedFixture(kit.now);

const report = (query: Record<string, string | number>, token = tokens.pm) =>
  kit.t.inject({
    method: 'GET',
    url: `/api/reports-projects?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    headers: bearer(token),
  });

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const runningIn = (from: string, to: string) => (p: SeedProjectRow) => p.start_date <= to && p.deadline >= from;

describe('GET /api/reports-projects', () => {
  const yearStart = () => `${today(kit.t.now).slice(0, 4)}-01-01`;

  it('is for full project managers only', async () => {
    expect((await kit.t.inject({ method: 'GET', url: '/api/reports-projects?startDate=2025-01-01&endDate=2025-12-31' })).statusCode).toBe(
      401,
    );
    for (const key of ['limited', 'dev', 'clientPm', 'it'] as const) {
      expect((await report({ startDate: '2025-01-01', endDate: '2025-12-31' }, tokens[key])).statusCode).toBe(403);
    }
  });

  it('needs a valid period', async () => {
    const missing = await report({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<ValidationErrorBody>().errors).sort()).toEqual(['endDate', 'startDate']);
    const backwards = await report({ startDate: '2025-03-01', endDate: '2025-02-01' });
    expect(backwards.json<ValidationErrorBody>().errors).toEqual({ endDate: [END_BEFORE_START_MESSAGE] });
    expect((await report({ startDate: '01.01.2025', endDate: '2025-02-30' })).statusCode).toBe(422);
  });

  it('lists every project running in the period, unpaged, with the count', async () => {
    const from = addDays(today(kit.t.now), -365);
    const to = today(kit.t.now);
    const response = await report({ startDate: from, endDate: to });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReportsProjectsResponse>();
    const expected = seed.projects.filter(runningIn(from, to));
    expect(expected.length).toBeGreaterThan(50);
    expect(ids(body.data)).toEqual(ids(expected));
    expect(body.totalResults).toBe(expected.length);
    // "All statuses" is status 0, as the report's filter sends it.
    const allStatuses = await report({ startDate: from, endDate: to, status: 0 });
    expect(allStatuses.statusCode).toBe(200);
    expect(ids(allStatuses.json<ReportsProjectsResponse>().data)).toEqual(ids(expected));
  });

  it('applies the list filters, and answers the same rows as the list for the same filters', async () => {
    const from = addDays(today(kit.t.now), -365);
    const to = today(kit.t.now);
    const query = { status: 3, type: 1 };
    const body = (await report({ startDate: from, endDate: to, ...query })).json<ReportsProjectsResponse>();
    const expected = seed.projects.filter((p) => runningIn(from, to)(p) && p.status_id === 3 && p.type_id === 1);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(body.data)).toEqual(ids(expected));

    const list = (
      await kit.t.inject({ method: 'GET', url: '/api/projects?status=3&type=1&resPerPage=10000', headers: bearer(tokens.pm) })
    ).json<ProjectsResponse>();
    for (const row of body.data) expect(list.data.projects.find((p) => p.id === row.id)).toEqual(row);
  });

  it('sorts as asked', async () => {
    const body = (
      await report({ startDate: yearStart(), endDate: today(kit.t.now), sort: 'deadline', order: 'asc' })
    ).json<ReportsProjectsResponse>();
    const deadlines = body.data.map((r) => r.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
  });
});
