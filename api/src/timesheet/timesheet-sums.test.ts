/**
 * The timesheet summary (issue 33) after random writes through the API: creates, edits,
 * deletes, single and mass decisions by two developers and a PM, in a deterministic random
 * order. Afterwards every summary table equals a GROUP BY over the entries (the seed's and the
 * new ones), a period read through periodSums equals the same period's entries whatever its
 * edges, and so do each developer's working days with entries (loggedWorkingDays) and some or
 * most developers' days (dailyHours); the rebuild command's function leaves the summary as the
 * triggers kept it. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type SQL } from 'drizzle-orm';
import type { TimesheetEntryResponse, TimesheetProjectsResponse, ProjectActivityTypesResponse } from '@portal/shared/contract';
import { addDays, addMonths } from '../lib/dates';
import { daysFromToday, payload } from '../routes/timesheet/timesheet-fixture';
import { queryRows } from '../test/query-rows';
import type { DemoAccount } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';
import { activitySumsOf, dailyHours, loggedWorkingDays, periodSums, rebuildTimesheetSums, wholeMonthsOf } from './timesheet-sums';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;

const WRITES = 120;
const DEVELOPERS: DemoAccount[] = ['dev', 'dev2'];

/** mulberry32: the same writes on every run and engine. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Choice = { projectId: number; activityId: number };
type Written = { id: number; account: DemoAccount; day: string };

/** Up to three projects (each with its first activity) the account may log on for the last 90 days. */
async function choicesOf(account: DemoAccount): Promise<Choice[]> {
  const projects = (await kit.call(account, 'GET', 'ts-projects')).json<TimesheetProjectsResponse>().data;
  const candidates = projects.filter((p) => !p.is_vacation && p.type_id !== 2 && p.min_te_date === null).map((p) => p.id);
  const started = await queryRows<{ id: number }>(
    db(),
    sql`select id from projects where id in (${sql.join(
      candidates.map((id) => sql`${id}`),
      sql`, `,
    )}) and start_date <= ${daysFromToday(-90)}::date order by id limit 3`,
  );
  return Promise.all(
    started.map(async ({ id }) => {
      const activities = (await kit.call(account, 'GET', `activity-types-by-project-user/${id}`)).json<ProjectActivityTypesResponse>().data;
      return { projectId: Number(id), activityId: activities[0].id };
    }),
  );
}

/** Rows of `left` missing from `right` and the other way round: both empty when the two agree. */
async function difference(left: SQL, right: SQL): Promise<unknown[]> {
  return queryRows(db(), sql`(${left} except all ${right}) union all (${right} except all ${left})`);
}

const GRAINS: Array<{ table: string; keys: string; sums: string; entrySums: string; entryKeys: string; entriesOf?: string }> = [
  {
    table: 'timesheet_month_sums',
    keys: 'month, user_id, project_id, activity_type_id, overtime',
    sums: 'hours, entries',
    entryKeys: "date_trunc('month', manual_date)::date, user_id, project_id, activity_type_id, overtime",
    entrySums: 'sum(hours), count(*)::int',
  },
  {
    table: 'timesheet_user_project_months',
    keys: 'month, user_id, project_id',
    sums: 'hours, entries',
    entryKeys: "date_trunc('month', manual_date)::date, user_id, project_id",
    entrySums: 'sum(hours), count(*)::int',
  },
  {
    table: 'timesheet_user_days',
    keys: 'day, user_id',
    sums: 'hours, entries',
    entryKeys: 'manual_date, user_id',
    entrySums: 'sum(hours), count(*)::int',
  },
  {
    table: 'timesheet_user_months',
    keys: 'month, user_id',
    sums: 'working_days',
    entryKeys: "date_trunc('month', manual_date)::date, user_id",
    entrySums: 'count(distinct manual_date)::int',
    entriesOf: 'extract(isodow from manual_date) < 6',
  },
  {
    table: 'timesheet_project_days',
    keys: 'day, project_id',
    sums: 'hours, cost, entries',
    entryKeys: 'manual_date, project_id',
    entrySums: 'sum(hours), sum(hours * unit_cost), count(*)::int',
  },
  {
    table: 'timesheet_activity_days',
    keys: 'day, activity_type_id',
    sums: 'hours, entries',
    entryKeys: 'manual_date, activity_type_id',
    entrySums: 'sum(hours), count(*)::int',
  },
];

async function expectSummaryOfEntries(): Promise<void> {
  for (const grain of GRAINS) {
    const summary = sql.raw(`select ${grain.keys}, ${grain.sums} from ${grain.table}`);
    const grouped = sql.raw(
      `select ${grain.entryKeys}, ${grain.entrySums} from timesheet_entries where ${grain.entriesOf ?? 'true'} group by ${grain.entryKeys}`,
    );
    expect({ table: grain.table, differences: await difference(summary, grouped) }).toEqual({ table: grain.table, differences: [] });
  }
}

describe('the timesheet summary', () => {
  const written: Written[] = [];
  const answers: Record<string, number> = {};

  beforeAll(async () => {
    const random = randomOf(33);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
    const choices = {} as Record<DemoAccount, Choice[]>;
    for (const account of DEVELOPERS) choices[account] = await choicesOf(account);
    const count = (kind: string, status: number) => {
      answers[`${kind} ${status}`] = (answers[`${kind} ${status}`] ?? 0) + 1;
    };
    const entryOf = (account: DemoAccount) => {
      const choice = pick(choices[account]);
      return payload(choice.projectId, choice.activityId, {
        hours: 0.25 * (1 + Math.floor(random() * 12)),
        overtime: random() < 0.3 ? 1 : 0,
        manual_date: daysFromToday(-1 - Math.floor(random() * 70)),
      });
    };
    for (let i = 0; i < WRITES; i += 1) {
      const roll = random();
      if (roll < 0.45 || written.length === 0) {
        const account = pick(DEVELOPERS);
        const response = await kit.call(account, 'POST', 'ts', entryOf(account));
        count('create', response.statusCode);
        if (response.statusCode === 201) {
          const { id, manual_date: day } = response.json<TimesheetEntryResponse>().data;
          written.push({ id, account, day });
        }
      } else if (roll < 0.65) {
        const entry = pick(written);
        // Another project, activity, hours or overtime flag; the day of a saved entry stays.
        const edited = { ...entryOf(entry.account), manual_date: entry.day };
        const response = await kit.call(entry.account, 'PUT', `ts/${entry.id}`, edited);
        count('edit', response.statusCode);
      } else if (roll < 0.8) {
        const entry = pick(written);
        const response = await kit.call(entry.account, 'DELETE', `ts/${entry.id}`);
        count('delete', response.statusCode);
        if (response.statusCode === 200) written.splice(written.indexOf(entry), 1);
      } else if (roll < 0.92) {
        const decision = random() < 0.7 ? 1 : 2;
        const response = await kit.call('pm', 'POST', 'ts-for-approval', {
          teId: pick(written).id,
          decision,
          feedbackApprove: decision === 2 ? 'Please log this under the right activity.' : null,
        });
        count('decide', response.statusCode);
      } else {
        const ids = written.filter(() => random() < 0.3).map((entry) => entry.id);
        const response = await kit.call('pm', 'POST', 'mass-ts-for-approval', {
          teIds: ids.length > 0 ? ids : [written[0].id],
          decision: 1,
        });
        count('mass decide', response.statusCode);
      }
    }
  }, 300_000);

  it('took every kind of write (some refused, as an approved entry cannot change)', () => {
    expect(answers['create 201']).toBeGreaterThan(20);
    expect(answers['edit 200']).toBeGreaterThan(5);
    expect(answers['delete 200']).toBeGreaterThan(5);
    expect(answers['decide 200']).toBeGreaterThan(3);
    expect(answers['mass decide 200']).toBeGreaterThan(0);
  });

  it('equals a GROUP BY over the entries in every table', async () => {
    await expectSummaryOfEntries();
  });

  it('answers any period as the entries do, per entry grain, per developer and project and in working days with entries: whole months from the summary, an edge from its entries or its month less the rest', async () => {
    const today = daysFromToday(0);
    const periods = [
      { startDate: addDays(today, -70), endDate: addDays(today, -1) },
      { startDate: `${addDays(today, -40).slice(0, 7)}-01`, endDate: addDays(`${today.slice(0, 7)}-01`, -1) },
      { startDate: addDays(today, -10), endDate: addDays(today, -3) },
      { startDate: addDays(today, -400), endDate: today },
      // Most of a month: its sums less the entries of its first and last day; and three days inside one month.
      { startDate: `${addDays(today, -40).slice(0, 8)}02`, endDate: `${addDays(today, -40).slice(0, 8)}27` },
      { startDate: `${addDays(today, -40).slice(0, 8)}12`, endDate: `${addDays(today, -40).slice(0, 8)}14` },
      // Across a month's end, with no whole month: two edges.
      { startDate: `${addDays(today, -70).slice(0, 8)}20`, endDate: addMonths(`${addDays(today, -70).slice(0, 8)}05`, 1) },
    ];
    expect(periods.some((period) => wholeMonthsOf(period) !== null)).toBe(true);
    const grains = [
      { grain: 'entry', keys: 'user_id, project_id, activity_type_id, overtime' },
      { grain: 'developerProject', keys: 'user_id, project_id' },
    ] as const;
    for (const period of periods) {
      for (const { grain, keys } of grains) {
        const viaSums = sql`select ${sql.raw(keys)}, sum(hours), sum(entries)::int from (${periodSums(period, grain)}) s
          group by ${sql.raw(keys)} having sum(entries) > 0`;
        const viaEntries = sql`select ${sql.raw(keys)}, sum(hours), count(*)::int from timesheet_entries
          where manual_date between ${period.startDate}::date and ${period.endDate}::date group by ${sql.raw(keys)}`;
        expect({ period, grain, differences: await difference(viaSums, viaEntries) }).toEqual({ period, grain, differences: [] });
      }
      const viaMonths = sql`select user_id, days::int from (${loggedWorkingDays(period)}) l`;
      const daysOfEntries = sql`select user_id, count(distinct manual_date)::int from timesheet_entries
        where manual_date between ${period.startDate}::date and ${period.endDate}::date and extract(isodow from manual_date) < 6
        group by user_id`;
      expect({ period, workingDays: await difference(viaMonths, daysOfEntries) }).toEqual({ period, workingDays: [] });
    }
  });

  it("gives a few developers' days and activities from their own sums, and most users' as everybody's less the others', as their entries do", async () => {
    const period = { startDate: daysFromToday(-70), endDate: daysFromToday(0) };
    // Two developers; and every user but one who logs time, so the other way subtracts something.
    for (const users of [sql`select id from users where id in (2, 3)`, sql`select id from users where id <> 2`]) {
      const viaSums = sql`select manual_date, sum(hours) from (${dailyHours(period, { users })}) d
        group by manual_date having sum(hours) <> 0`;
      const viaEntries = sql`select manual_date, sum(hours) from timesheet_entries
        where manual_date between ${period.startDate}::date and ${period.endDate}::date and user_id in (${users}) group by manual_date`;
      expect(await difference(viaSums, viaEntries)).toEqual([]);
      // Their hours per activity (activitySumsOf) the same two ways, over a period with two edges.
      const edged = { startDate: daysFromToday(-65), endDate: daysFromToday(-3) };
      const perActivity = sql`select activity_type_id, sum(hours), sum(entries)::int from (${activitySumsOf(edged, users)}) a
        group by activity_type_id having sum(entries) > 0`;
      const perActivityOfEntries = sql`select activity_type_id, sum(hours), count(*)::int from timesheet_entries
        where manual_date between ${edged.startDate}::date and ${edged.endDate}::date and user_id in (${users}) group by activity_type_id`;
      expect(await difference(perActivity, perActivityOfEntries)).toEqual([]);
    }
  });

  it('follows writes made in SQL outside the API (a bulk move and delete), and the rebuild sums the same', async () => {
    const [pair] = await queryRows<{ moved: number; kept: number }>(
      db(),
      sql`select min(project_id) as moved, max(project_id) as kept from timesheet_entries where user_id in (2, 3)`,
    );
    await db().execute(sql`update timesheet_entries set project_id = ${pair.kept}, hours = hours + 0.25 where project_id = ${pair.moved}`);
    await db().execute(
      sql`delete from timesheet_entries where id in (select id from timesheet_entries where user_id = 3 order by id limit 40)`,
    );
    await expectSummaryOfEntries();
    const before = await queryRows(db(), sql`select * from timesheet_month_sums order by 1, 2, 3, 4, 5`);
    await rebuildTimesheetSums(db());
    expect(await queryRows(db(), sql`select * from timesheet_month_sums order by 1, 2, 3, 4, 5`)).toEqual(before);
    await expectSummaryOfEntries();
  });
});
