import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ReportsMissingTimesheetResponse } from '@portal/shared/contract';
import { selectRows } from '../../db/client';
import { DEMO_USERS } from '../../db/seed-data';
import { addDays, today } from '../../lib/dates';
import { setUpTestKit } from '../../test/test-kit';

/** Wednesday 25 November 2026, 10:00 in the server's (the agency's) time zone: the day is not over. */
const kit = setUpTestKit({ now: new Date(2026, 10, 25, 10) });
const db = () => kit.t.ctx.db;

/** Monday 1 to Sunday 7 March 2010, long before the seed's two years: five working days. */
const WEEK = { startDate: '2010-03-01', endDate: '2010-03-07' };
const WORKING_DAYS = ['2010-03-01', '2010-03-02', '2010-03-03', '2010-03-04', '2010-03-05'];

const report = async (query: Record<string, string>, account: 'pm' | 'dev' | 'limited' = 'pm') => {
  const response = await kit.call(account, 'GET', `reports-missing-timesheet?${new URLSearchParams(query).toString()}`);
  return { statusCode: response.statusCode, body: () => response.json<ReportsMissingTimesheetResponse>() };
};

/** Daniel Evans's week: a full day, a day full in two entries, 7.5 hours, a wildcard, a holiday. */
async function weekOfDaniel() {
  const [project] = await selectRows(db(), Type.Object({ id: Type.Integer() }), sql`select id from projects order by id limit 1`);
  const [activity] = await selectRows(db(), Type.Object({ id: Type.Integer() }), sql`select id from activity_types order by id limit 1`);
  for (const [day, hours] of [
    ['2010-03-01', '8.00'],
    ['2010-03-02', '4.00'],
    ['2010-03-02', '4.00'],
    ['2010-03-03', '7.50'],
  ]) {
    await db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours)
      values (${project.id}, ${DEMO_USERS.dev.id}, ${activity.id}, ${day}, ${hours})`);
  }
  await db().execute(sql`insert into wildcards (user_id, wildcard_date) values (${DEMO_USERS.dev.id}, '2010-03-04')`);
  await db().execute(sql`insert into working_places (user_id, manual_date, working_place) values (${DEMO_USERS.dev.id}, '2010-03-05', 3)`);
}

describe('GET /api/reports-missing-timesheet', () => {
  it('is for full project managers, with a valid period', async () => {
    expect((await report(WEEK, 'dev')).statusCode).toBe(403);
    expect((await report(WEEK, 'limited')).statusCode).toBe(403);
    expect((await report({ startDate: '2010-03-07', endDate: '2010-03-01' })).statusCode).toBe(422);
    expect((await report({ startDate: '2010-03-01' })).statusCode).toBe(422);
  });

  it('counts the working days under 8 hours of every active developer, holidays and wildcards excused', async () => {
    await weekOfDaniel();
    const [{ developers }] = await selectRows(
      db(),
      Type.Object({ developers: Type.Integer() }),
      sql`select count(*)::int as developers from users where role = 4 and not disabled`,
    );
    const body = (await report(WEEK)).body();
    expect(body.data).toHaveLength(developers);
    expect(body.data.find((row) => row.user_id === DEMO_USERS.dev.id)).toEqual({
      user_id: DEMO_USERS.dev.id,
      user_name: DEMO_USERS.dev.name,
      count_days: 1,
      missing_days: ['2010-03-03'],
    });
    const others = body.data.filter((row) => row.user_id !== DEMO_USERS.dev.id);
    expect(others.every((row) => row.count_days === 5 && row.missing_days.join() === WORKING_DAYS.join())).toBe(true);
    expect(body.total_missing_days).toBe(5 * (developers - 1) + 1);
    // Most missing days first: Daniel Evans comes last.
    expect(body.data.at(-1)?.user_id).toBe(DEMO_USERS.dev.id);
    const disabled = await selectRows(db(), Type.Object({ id: Type.Integer() }), sql`select id from users where role = 4 and disabled`);
    expect(body.data.some((row) => disabled.some((user) => user.id === row.user_id))).toBe(false);
  });

  it('reads a developer with hours on every working day for the short days only; a weekend and a PM do not count', async () => {
    const [project] = await selectRows(db(), Type.Object({ id: Type.Integer() }), sql`select id from projects order by id limit 1`);
    const [activity] = await selectRows(db(), Type.Object({ id: Type.Integer() }), sql`select id from activity_types order by id limit 1`);
    const log = (userId: number, day: string, hours: string) =>
      db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours)
        values (${project.id}, ${userId}, ${activity.id}, ${day}, ${hours})`);
    for (const day of WORKING_DAYS) await log(DEMO_USERS.dev2.id, day, day === '2010-03-03' ? '6.00' : '8.00');
    await log(DEMO_USERS.dev2.id, '2010-03-06', '2.00');
    await log(DEMO_USERS.pm.id, '2010-03-01', '2.00');
    const body = (await report(WEEK)).body();
    expect(body.data.find((row) => row.user_id === DEMO_USERS.dev2.id)).toEqual({
      user_id: DEMO_USERS.dev2.id,
      user_name: DEMO_USERS.dev2.name,
      count_days: 1,
      missing_days: ['2010-03-03'],
    });
    expect(body.data.some((row) => row.user_id === DEMO_USERS.pm.id)).toBe(false);
  });

  it('never counts days after today', async () => {
    const tomorrow = addDays(today(kit.now), 1);
    expect((await report({ startDate: tomorrow, endDate: addDays(tomorrow, 14) })).body()).toEqual({ data: [], total_missing_days: 0 });
  });

  it('counts today only once the day is over: until then only yesterday can be missing', async () => {
    // The seed leaves today empty for everyone; Diana Ionescu logs 3 hours yesterday (Tuesday).
    const day = today(kit.now);
    const yesterday = addDays(day, -1);
    const [entry] = await selectRows(
      db(),
      Type.Object({ project_id: Type.Integer(), activity_type_id: Type.Integer() }),
      sql`select project_id, activity_type_id from timesheet_entries where user_id = ${DEMO_USERS.dev2.id} and manual_date = ${yesterday}`,
    );
    await db().execute(sql`delete from timesheet_entries where user_id = ${DEMO_USERS.dev2.id} and manual_date = ${yesterday}`);
    await db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours)
      values (${entry.project_id}, ${DEMO_USERS.dev2.id}, ${entry.activity_type_id}, ${yesterday}, 3)`);
    expect((await report({ startDate: day, endDate: day })).body()).toEqual({ data: [], total_missing_days: 0 });
    const body = (await report({ startDate: yesterday, endDate: addDays(day, 7) })).body();
    expect(body.data.find((row) => row.user_id === DEMO_USERS.dev2.id)).toEqual({
      user_id: DEMO_USERS.dev2.id,
      user_name: DEMO_USERS.dev2.name,
      count_days: 1,
      missing_days: [yesterday],
    });
    expect(body.data.every((row) => row.missing_days.every((missing) => missing < day))).toBe(true);
  });
});
