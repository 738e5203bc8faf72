import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ProjectTimesheetResponse, TimesheetProjectsResponse, WeekResponse } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { currentWeekNo } from '../../timesheet/week';
import { loggableProject, payload } from './timesheet-fixture';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const week = (account: Parameters<typeof kit.call>[0], weekNo: number, query = '') =>
  kit.call(account, 'GET', `ts-by-week/${weekNo}${query}`).then((r) => ({ status: r.statusCode, body: r.json<WeekResponse>() }));

/** Sums per day straight from the table, to hold the API's totals against. */
async function dailyTotals(userId: number | null, from: string, to: string) {
  const rows = await queryRows<{ day: string; total: string }>(
    db(),
    sql`select manual_date::text as day, sum(hours) as total from timesheet_entries
        where manual_date between ${from}::date and ${to}::date ${userId === null ? sql`` : sql`and user_id = ${userId}`} group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.day, Number(r.total)]));
}

describe('GET /api/ts-by-week/:week', () => {
  it("gives a developer their own week, Monday to Sunday, grouped per day with each day's total", async () => {
    const weekNo = currentWeekNo(new Date()) - 1;
    const { status, body } = await week('dev', weekNo);
    expect(status).toBe(200);
    expect(body.weekNo).toBe(weekNo);
    const days = Object.keys(body.entries);
    expect(days).toHaveLength(7);
    expect(days[0]).toBe(body.startDate);
    expect(days[6]).toBe(body.endDate);
    expect(new Date(`${body.startDate}T12:00:00`).getDay()).toBe(1);
    const entries = Object.values(body.entries).flatMap((d) => d.timesheet_entries);
    expect(entries.length).toBeGreaterThan(3);
    expect(new Set(entries.map((e) => e.user_id))).toEqual(new Set([DEMO_USERS.dev.id]));
    const expected = await dailyTotals(DEMO_USERS.dev.id, body.startDate, body.endDate);
    for (const [day, group] of Object.entries(body.entries)) {
      expect(group.total_hours).toBe(expected[day] ?? 0);
      expect(group.timesheet_entries.every((e) => e.manual_date === day)).toBe(true);
    }
  });

  it('moves by one week per number, across the year too', async () => {
    const a = (await week('dev', 1)).body;
    const b = (await week('dev', 0)).body;
    const c = (await week('dev', 60)).body;
    const dayDiff = (x: string, y: string) => (Date.parse(x) - Date.parse(y)) / 86_400_000;
    expect(dayDiff(a.startDate, b.startDate)).toBe(7);
    expect(dayDiff(c.startDate, a.startDate)).toBe(59 * 7);
    expect((await kit.call('dev', 'GET', 'ts-by-week/next')).statusCode).toBe(404);
  });

  it("ignores the filters for a developer, and gives a full PM everyone's entries narrowed by them", async () => {
    const weekNo = currentWeekNo(new Date()) - 1;
    const own = (await week('dev', weekNo, `?user_id=${DEMO_USERS.dev2.id}`)).body;
    expect(Object.values(own.entries).flatMap((d) => d.timesheet_entries.map((e) => e.user_id))).not.toContain(DEMO_USERS.dev2.id);

    const all = (await week('pm', weekNo)).body;
    const everyone = Object.values(all.entries).flatMap((d) => d.timesheet_entries);
    expect(new Set(everyone.map((e) => e.user_id)).size).toBeGreaterThan(3);
    expect(everyone.every((e) => !e.editable)).toBe(true);
    const expected = await dailyTotals(null, all.startDate, all.endDate);
    expect(
      Object.fromEntries(
        Object.entries(all.entries)
          .filter(([, d]) => d.total_hours > 0)
          .map(([day, d]) => [day, d.total_hours]),
      ),
    ).toEqual(expected);

    const byUser = (await week('pm', weekNo, `?user_id=${DEMO_USERS.dev2.id}`)).body;
    expect(new Set(Object.values(byUser.entries).flatMap((d) => d.timesheet_entries.map((e) => e.user_id)))).toEqual(
      new Set([DEMO_USERS.dev2.id]),
    );

    const sample = everyone[0];
    const [project] = await queryRows<{ client_id: number; brand_id: number; type_id: number }>(
      db(),
      sql`select client_id, brand_id, type_id from projects where id = ${sample.project_id}`,
    );
    const byClient = (await week('pm', weekNo, `?client_id=${project.client_id}&project_type_id=${project.type_id}`)).body;
    const narrowed = Object.values(byClient.entries).flatMap((d) => d.timesheet_entries);
    expect(narrowed.map((e) => e.id)).toContain(sample.id);
    expect(narrowed.every((e) => e.clients_name === sample.clients_name)).toBe(true);
    const [unit] = await queryRows<{ id: number }>(
      db(),
      sql`select business_unit_id as id from brand_business_units where brand_id = ${project.brand_id} limit 1`,
    );
    if (unit) {
      const byUnit = Object.values((await week('pm', weekNo, `?business_unit_id=${unit.id}&brand_id=${project.brand_id}`)).body.entries);
      expect(byUnit.flatMap((d) => d.timesheet_entries).every((e) => e.brands_name === sample.brands_name)).toBe(true);
    }
    expect((await kit.call('pm', 'GET', `ts-by-week/${weekNo}?user_id=abc`)).statusCode).toBe(422);
  });

  it("names an entry's business units and job numbers in alphabetical order, in the week and in the project panel", async () => {
    const weekNo = currentWeekNo(new Date()) - 1;
    const sample = Object.values((await week('pm', weekNo)).body.entries).flatMap((d) => d.timesheet_entries)[0];
    const [names] = await queryRows<{ business_units: string; job_numbers: string }>(
      db(),
      sql`select (select string_agg(bu.name, ', ' order by bu.name) from brand_business_units bbu
          join business_units bu on bu.id = bbu.business_unit_id where bbu.brand_id = p.brand_id) as business_units,
        (select string_agg(j.name, ', ' order by j.name) from project_job_numbers pj
          join job_numbers j on j.id = pj.job_number_id where pj.project_id = p.id) as job_numbers
      from projects p where p.id = ${sample.project_id}`,
    );
    expect(names.business_units).toContain(', ');
    expect([sample.business_units, sample.job_number]).toEqual([names.business_units, names.job_numbers ?? '']);
    // The project panel reads the names once for its one project; every entry of its page carries them.
    const panel = (await kit.call('pm', 'GET', `ts-by-projectId/${sample.project_id}`)).json<ProjectTimesheetResponse>().data;
    expect(panel.length).toBeGreaterThan(1);
    expect(new Set(panel.map((entry) => [entry.business_units, entry.job_number].join(' | ')))).toEqual(
      new Set([[names.business_units, names.job_numbers ?? ''].join(' | ')]),
    );
  });

  it('labels entries of closed projects inactive and not editable', async () => {
    const weekNo = currentWeekNo(new Date()) - 1;
    const entries = Object.values((await week('dev', weekNo)).body.entries).flatMap((d) => d.timesheet_entries);
    const sample = entries[0];
    const [before] = await queryRows<{ status_id: number }>(db(), sql`select status_id from projects where id = ${sample.project_id}`);
    await db().execute(sql`update projects set status_id = 3 where id = ${sample.project_id}`);
    try {
      const after = Object.values((await week('dev', weekNo)).body.entries).flatMap((d) => d.timesheet_entries);
      expect(after.find((e) => e.id === sample.id)).toMatchObject({ project_inactive: true, project_status: 3, editable: false });
    } finally {
      await db().execute(sql`update projects set status_id = ${before.status_id} where id = ${sample.project_id}`);
    }
  });

  it('is closed to limited PMs and IT users', async () => {
    expect((await kit.call('limited', 'GET', 'ts-by-week/1')).statusCode).toBe(403);
    expect((await kit.call('it', 'GET', 'ts-by-week/1')).statusCode).toBe(403);
    expect((await kit.call(null, 'GET', 'ts-by-week/1')).statusCode).toBe(401);
  });
});

describe('GET /api/ts-by-projectId/:projectId', () => {
  const projectEntries = (account: Parameters<typeof kit.call>[0], projectId: number, query = '') =>
    kit.call(account, 'GET', `ts-by-projectId/${projectId}${query}`);

  async function busyProject() {
    const [row] = await queryRows<{ project_id: number }>(
      db(),
      sql`select project_id from timesheet_entries group by project_id having count(distinct user_id) > 1 order by count(*) desc limit 1`,
    );
    return Number(row.project_id);
  }

  it("gives a full PM every developer's entries, filtered by developer, activity and dates, with the total", async () => {
    const projectId = await busyProject();
    const all = (await projectEntries('pm', projectId)).json<ProjectTimesheetResponse>();
    expect(all.sees_all).toBe(true);
    // A full PM logs their own hours too (issue 32), on an active project.
    const [project] = await queryRows<{ status_id: number }>(db(), sql`select status_id from projects where id = ${projectId}`);
    expect(all.can_add).toBe(![3, 5].includes(Number(project.status_id)));
    const [count] = await queryRows<{ n: number; total: string }>(
      db(),
      sql`select count(*)::int as n, sum(hours) as total from timesheet_entries where project_id = ${projectId}`,
    );
    expect(all.totalResults).toBe(count.n);
    expect(all.data).toHaveLength(Math.min(count.n, 100));
    expect(all.total_hours).toBe(Number(count.total));
    const sample = all.data[Math.floor(all.data.length / 2)];
    const filtered = (
      await projectEntries(
        'pm',
        projectId,
        `?dev=${sample.user_id}&activity=${sample.activity_type_id}&startDate=${sample.manual_date}&endDate=${sample.manual_date}`,
      )
    ).json<ProjectTimesheetResponse>();
    expect(filtered.data.map((e) => e.id)).toContain(sample.id);
    expect(
      filtered.data.every(
        (e) => e.user_id === sample.user_id && e.activity_type_id === sample.activity_type_id && e.manual_date === sample.manual_date,
      ),
    ).toBe(true);
    expect((await projectEntries('pm', projectId, '?startDate=2025-02-02&endDate=2025-02-01')).statusCode).toBe(422);
  });

  it('pages the entries newest first, each page with the totals of every entry of the filters', async () => {
    const projectId = await busyProject();
    const [count] = await queryRows<{ n: number; total: string }>(
      db(),
      sql`select count(*)::int as n, sum(hours) as total from timesheet_entries where project_id = ${projectId}`,
    );
    const size = Math.ceil(count.n / 3);
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push((await projectEntries('pm', projectId, `?page=${page}&resPerPage=${size}`)).json<ProjectTimesheetResponse>());
    }
    for (const answer of pages) expect(answer).toMatchObject({ totalResults: count.n, total_hours: Number(count.total) });
    const ids = pages.flatMap((answer) => answer.data.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(count.n);
    expect(pages[3].data).toEqual([]);
    const dates = pages.flatMap((answer) => answer.data.map((entry) => entry.manual_date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await projectEntries('pm', projectId, '?resPerPage=0')).statusCode).toBe(422);
  });

  it('gives a team lead the whole project and a developer their own entries; can_add for developers on active projects', async () => {
    const projectId = await busyProject();
    await db().execute(sql`update projects set teamlead_ids = '[${sql.raw(String(DEMO_USERS.dev.id))}]'::jsonb where id = ${projectId}`);
    const lead = (await projectEntries('dev', projectId)).json<ProjectTimesheetResponse>();
    expect(lead.sees_all).toBe(true);
    expect(new Set(lead.data.map((e) => e.user_id)).size).toBeGreaterThan(1);

    const { projectId: own } = await loggableProject(kit, 'dev2', sql`not (teamlead_ids @> '[3]')`);
    const { activityId } = await loggableProject(kit, 'dev2', sql`id = ${own}`);
    expect((await kit.call('dev2', 'POST', 'ts', payload(own, activityId))).statusCode).toBe(201);
    const mine = (await projectEntries('dev2', own)).json<ProjectTimesheetResponse>();
    expect(mine.sees_all).toBe(false);
    expect(mine.can_add).toBe(true);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(new Set(mine.data.map((e) => e.user_id))).toEqual(new Set([DEMO_USERS.dev2.id]));
  });

  it('answers every entry of a page as the entry reads alone, editable and locked included', async () => {
    const { projectId, activityId } = await loggableProject(kit, 'dev2');
    const days = [1, 3, 5].map((back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10));
    for (const manual_date of days) {
      expect(
        (await kit.call('dev2', 'POST', 'ts', payload(projectId, activityId, { manual_date, mjn: null, details: null }))).statusCode,
      ).toBe(201);
    }
    // The period lock over the oldest of them: it is locked, the others are still theirs to change.
    expect((await kit.call('pm', 'PUT', 'timesheet-lock', { locked_until: days[2] })).statusCode).toBe(200);
    try {
      const { data } = (await projectEntries('dev2', projectId)).json<ProjectTimesheetResponse>();
      expect(data.filter((entry) => days.includes(entry.manual_date)).map((entry) => [entry.editable, entry.locked])).toEqual([
        [true, false],
        [true, false],
        [false, true],
      ]);
      for (const entry of data) expect(entry).toEqual((await kit.call('dev2', 'GET', `ts/${entry.id}`)).json<{ data: unknown }>().data);
    } finally {
      await kit.call('pm', 'PUT', 'timesheet-lock', { locked_until: null });
    }
  });

  it('answers 403 to limited PMs and IT users and for a project the caller does not see, 404 for an unknown one', async () => {
    const projectId = await busyProject();
    expect((await projectEntries('limited', projectId)).statusCode).toBe(403);
    expect((await projectEntries('it', projectId)).statusCode).toBe(403);
    expect((await projectEntries('pm', 99_999_999)).statusCode).toBe(404);
    const [hidden] = await queryRows<{ id: number }>(
      db(),
      sql`select p.id from projects p where p.owner_id <> ${DEMO_USERS.dev2.id} and not p.teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev2.id}::int)
          and not exists (select 1 from project_users pu where pu.project_id = p.id and pu.user_id = ${DEMO_USERS.dev2.id})
          and coalesce(p.hogarth_pm_id, 0) <> ${DEMO_USERS.dev2.id} order by p.id limit 1`,
    );
    expect((await projectEntries('dev2', Number(hidden.id))).statusCode).toBe(403);
  });
});

describe('GET /api/ts-projects', () => {
  it("offers a developer's visible active projects with the form's rules, the vacation project among them", async () => {
    const { data } = (await kit.call('dev2', 'GET', 'ts-projects')).json<TimesheetProjectsResponse>();
    expect(data.length).toBeGreaterThan(1);
    expect(data.every((p) => p.status_id !== 3 && p.status_id !== 5)).toBe(true);
    expect(data.some((p) => p.is_vacation)).toBe(true);
    expect((await kit.call('limited', 'GET', 'ts-projects')).statusCode).toBe(403);
  });
});
