import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ReportsTimesheetResponse } from '@portal/shared/contract';
import { selectRows } from '../../db/client';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;

/** March 2010, long before the seed's two years: every entry of the week is the test's own. */
const WEEK = { startDate: '2010-03-01', endDate: '2010-03-07' };
const MARK_STONE = 7;

async function entriesFixture() {
  const [first, second] = await selectRows(
    db(),
    Type.Object({ id: Type.Integer(), title: Type.String(), type_id: Type.Integer() }),
    sql`select distinct on (type_id) id, title, type_id from projects order by type_id, id limit 2`,
  );
  const [design, development] = await selectRows(
    db(),
    Type.Object({ id: Type.Integer(), name: Type.String() }),
    sql`select id, name from activity_types order by id limit 2`,
  );
  const entry = (
    userId: number,
    projectId: number,
    activityId: number,
    date: string,
    hours: string,
    flags: { overtime?: boolean; extra?: boolean } = {},
  ) =>
    db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours, overtime, extra_request, mjn)
      values (${projectId}, ${userId}, ${activityId}, ${date}, ${hours}, ${flags.overtime ?? false}, ${flags.extra ?? false}, 'MJN-1')`);
  await entry(DEMO_USERS.dev.id, first.id, design.id, '2010-03-01', '7.50');
  await entry(DEMO_USERS.dev.id, first.id, development.id, '2010-03-02', '2.25', { overtime: true, extra: true });
  await entry(MARK_STONE, second.id, design.id, '2010-03-02', '4.00', { overtime: true });
  await entry(DEMO_USERS.dev.id, first.id, design.id, '2010-03-08', '5.00', { overtime: true });
  return { first, second, design, development };
}

const queryString = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();

const report = async (path: string, query: Record<string, string | number>, account: 'pm' | 'dev' | 'limited' = 'pm') => {
  const response = await kit.call(account, 'GET', `${path}?${queryString(query)}`);
  return { statusCode: response.statusCode, body: () => response.json<ReportsTimesheetResponse>() };
};

describe('GET /api/reports-timesheet and /api/reports-overtime', () => {
  let fixture: Awaited<ReturnType<typeof entriesFixture>>;

  it('is for full project managers, with a valid period and integer filters', async () => {
    fixture = await entriesFixture();
    for (const path of ['reports-timesheet', 'reports-overtime']) {
      expect((await report(path, WEEK, 'dev')).statusCode).toBe(403);
      expect((await report(path, WEEK, 'limited')).statusCode).toBe(403);
      expect((await report(path, { startDate: '2010-03-07', endDate: '2010-03-01' })).statusCode).toBe(422);
      expect((await report(path, { ...WEEK, userId: 'Daniel' })).statusCode).toBe(422);
    }
  });

  it('lists the entries of the period newest day first, with the hours in all and per activity', async () => {
    const body = (await report('reports-timesheet', WEEK)).body();
    expect(body.data.map((entry) => [entry.manual_date, entry.user_name, entry.hours])).toEqual([
      ['2010-03-02', DEMO_USERS.dev.name, '2.25'],
      ['2010-03-02', 'Mark Stone', '4.00'],
      ['2010-03-01', DEMO_USERS.dev.name, '7.50'],
    ]);
    expect(body.data[0]).toMatchObject({
      project_id: fixture.first.id,
      project_title: fixture.first.title,
      activity_name: fixture.development.name,
      extra_request: true,
      overtime: true,
      qa_issue: false,
      mjn: 'MJN-1',
    });
    expect([body.total, body.last_page, body.total_hours]).toEqual([3, 1, '13.75']);
    expect(body.by_activity).toEqual([
      { activity_name: fixture.design.name, hours: '11.50' },
      { activity_name: fixture.development.name, hours: '2.25' },
    ]);
  });

  it('filters by developer and project type, and pages', async () => {
    const own = (await report('reports-timesheet', { ...WEEK, userId: DEMO_USERS.dev.id })).body();
    expect([own.total, own.total_hours]).toEqual([2, '9.75']);
    const typed = (await report('reports-timesheet', { ...WEEK, type: fixture.second.type_id })).body();
    expect(typed.data.map((entry) => entry.user_name)).toEqual(['Mark Stone']);
    const second = (await report('reports-timesheet', { ...WEEK, page: 2, resPerPage: 2 })).body();
    expect([second.data.map((entry) => entry.hours), second.total, second.last_page]).toEqual([['7.50'], 3, 2]);
  });

  it('keeps only overtime for the overtime report, which has no type filter', async () => {
    const body = (await report('reports-overtime', { ...WEEK, type: fixture.second.type_id })).body();
    expect(body.data.map((entry) => [entry.user_name, entry.hours])).toEqual([
      [DEMO_USERS.dev.name, '2.25'],
      ['Mark Stone', '4.00'],
    ]);
    expect([body.total, body.total_hours]).toEqual([2, '6.25']);
    const empty = (await report('reports-overtime', { startDate: '2010-02-01', endDate: '2010-02-28' })).body();
    expect(empty).toEqual({ data: [], total: 0, last_page: 1, total_hours: '0.00', by_activity: [] });
  });
});
