import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type {
  ApprovalListResponse,
  HomeFeedResponse,
  HomeResponse,
  ReportsMissingTimesheetResponse,
  SaveProjectResponse,
} from '@portal/shared/contract';
import { recordChange } from '../../audit/record-change';
import { DEMO_USERS } from '../../db/seed-data';
import { addDays, today } from '../../lib/dates';
import { queryRows } from '../../test/query-rows';
import type { DemoAccount } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { currentWeekNo, weekRange } from '../../timesheet/week';

const kit = setUpTestKit();
const db = () => kit.t.database.db;

const home = async (account: DemoAccount) => {
  const response = await kit.call(account, 'GET', 'home');
  expect(response.statusCode).toBe(200);
  return response.json<HomeResponse>().data;
};
const feed = async (account: DemoAccount) => {
  const response = await kit.call(account, 'GET', 'home-feed');
  expect(response.statusCode).toBe(200);
  return response.json<HomeFeedResponse>().data;
};
const one = async <T>(query: string) => (await queryRows<T>(db(), sql.raw(query)))[0];

/** "My projects", written independently of src/projects/visibility.ts. */
const mine = (id: number) => `select id from projects where owner_id = ${id}
  union select id from projects where hogarth_pm_id = ${id}
  union select id from projects where teamlead_ids @> '[${id}]'
  union select project_id from project_users where user_id = ${id}
  union select project_id from project_resources where user_id = ${id}`;

describe('GET /api/home: which cards each role gets', () => {
  it('answers 401 without a session and 403 to the limited PM, who has no home', async () => {
    expect((await kit.call(null, 'GET', 'home')).statusCode).toBe(401);
    expect((await kit.call('limited', 'GET', 'home')).statusCode).toBe(403);
  });

  it.each([
    ['pm', { week: false, approval: true, deadlines: true, budget: true, orders: true, developers: false }],
    ['dev', { week: true, approval: true, deadlines: true, budget: false, orders: false, developers: false }],
    ['dev2', { week: true, approval: false, deadlines: true, budget: false, orders: false, developers: false }],
    ['clientPm', { week: false, approval: false, deadlines: true, budget: false, orders: false, developers: false }],
    ['it', { week: false, approval: false, deadlines: false, budget: false, orders: false, developers: true }],
  ] as const)('gives %s only the cards of its role', async (account, expected) => {
    const data = await home(account);
    const given = Object.fromEntries(Object.entries(data).map(([card, value]) => [card, value !== null]));
    expect(given).toEqual(expected);
  });
});

describe('GET /api/home: the figures', () => {
  it("sums a developer's week and names the missing days as the missing-timesheet report does", async () => {
    const { week } = await home('dev');
    const { startDate, endDate } = weekRange(currentWeekNo(kit.now), kit.now);
    expect(week).toMatchObject({ start_date: startDate, end_date: endDate });
    const logged = await one<{ hours: string }>(
      `select coalesce(sum(hours), 0)::numeric(10, 2)::text as hours from timesheet_entries
       where user_id = ${DEMO_USERS.dev.id} and manual_date between '${startDate}' and '${endDate}'`,
    );
    expect(week!.hours).toBe(logged.hours);
    const report = await kit.call('pm', 'GET', `reports-missing-timesheet?startDate=${startDate}&endDate=${endDate}`);
    const row = report.json<ReportsMissingTimesheetResponse>().data.find((r) => r.user_id === DEMO_USERS.dev.id);
    expect(week!.missing_days).toEqual(row?.missing_days ?? []);
    // 8 h for each working day of the week that is not a holiday or a wildcard.
    const excused = await one<{ n: number }>(
      `select count(*)::int as n from generate_series('${startDate}'::date, '${endDate}'::date, interval '1 day') d
       where extract(isodow from d) < 6 and (
         exists (select 1 from wildcards w where w.user_id = ${DEMO_USERS.dev.id} and w.wildcard_date = d::date)
         or exists (select 1 from working_places wp where wp.user_id = ${DEMO_USERS.dev.id} and wp.manual_date = d::date and wp.working_place = 3))`,
    );
    expect(Number(week!.capacity)).toBe((5 - excused.n) * 8);
  });

  it('counts the entries waiting for each approver as their approval list does', async () => {
    for (const account of ['pm', 'dev'] as const) {
      const { approval } = await home(account);
      const list = (await kit.call(account, 'GET', 'ts-for-approval')).json<ApprovalListResponse>();
      expect(approval!.pending).toBe(list.total);
      expect(approval!.pending).toBeGreaterThan(0);
      const oldest = await one<{ day: string }>(
        `select min(manual_date)::text as day from timesheet_entries te where approval_state = 0 and user_id <> ${DEMO_USERS[account].id}
         ${account === 'dev' ? `and project_id in (select id from projects where teamlead_ids @> '[${DEMO_USERS.dev.id}]')` : ''}`,
      );
      expect(approval!.oldest_date).toBe(oldest.day);
    }
  });

  it("lists the open projects due within 30 days or overdue among the caller's own, soonest first", async () => {
    const day = today(kit.now);
    for (const account of ['pm', 'dev', 'clientPm'] as const) {
      const { deadlines } = await home(account);
      const due = await queryRows<{ id: number }>(
        db(),
        sql.raw(`select id from projects where id in (${mine(DEMO_USERS[account].id)}) and status_id in (1, 2)
          and deadline <= '${addDays(day, 30)}' order by deadline, id`),
      );
      expect(deadlines!.total).toBe(due.length);
      expect(deadlines!.projects.map((p) => p.project_id)).toEqual(due.slice(0, 5).map((p) => Number(p.id)));
      for (const project of deadlines!.projects) {
        expect(project.days_left).toBe((Date.parse(project.deadline) - Date.parse(day)) / 86_400_000);
      }
    }
    expect((await home('pm')).deadlines!.total).toBeGreaterThan(0);
  });

  it("answers the PM's budget burn from the resources, the hours, the estimates and the cost of their open projects", async () => {
    const { budget } = await home('pm');
    expect(budget!.length).toBeGreaterThan(0);
    for (const burn of budget!) {
      const expected = await one<{ planned: string; logged: string; estimate: string; cost: string }>(
        `select (select coalesce(sum(max_hours), 0) from project_resources where project_id = ${burn.project_id})::numeric(12, 2)::text as planned,
           (select coalesce(sum(hours), 0) from timesheet_entries where project_id = ${burn.project_id})::numeric(12, 2)::text as logged,
           (select coalesce(sum(value), 0) from cost_estimates where project_id = ${burn.project_id} and status_id = 1)::numeric(14, 2)::text as estimate,
           ((select coalesce(sum(hours * unit_cost), 0) from timesheet_entries where project_id = ${burn.project_id})
             + (select coalesce(sum(value), 0) from external_expenses where project_id = ${burn.project_id} and currency = 'EURO'))::numeric(14, 2)::text as cost`,
      );
      expect(burn).toMatchObject({
        planned_hours: expected.planned,
        logged_hours: expected.logged,
        estimate: expected.estimate,
        cost: expected.cost,
      });
      const own = await one<{ n: number }>(
        `select count(*)::int as n from projects where id = ${burn.project_id} and status_id in (1, 2) and id in (${mine(DEMO_USERS.pm.id)})`,
      );
      expect(own.n).toBe(1);
    }
  });

  it("counts the purchase orders of the PM's projects that no invoice was issued for", async () => {
    const { orders } = await home('pm');
    const expected = await one<{ n: number }>(
      `select count(*)::int as n from purchase_orders po join cost_estimates ce on ce.id = po.cost_estimate_id
       where po.invoice_id is null and ce.project_id in (${mine(DEMO_USERS.pm.id)})`,
    );
    expect(orders!.total).toBe(expected.n);
    expect(orders!.projects.reduce((sum, p) => sum + p.orders, 0)).toBeLessThanOrEqual(expected.n);
    const counts = orders!.projects.map((p) => p.orders);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('shows the IT user the developers they administer, not zeros', async () => {
    const { developers } = await home('it');
    const expected = await one<{ active: number; leads: number; bare: number; disabled: number }>(
      `select count(*) filter (where not disabled)::int as active, count(*) filter (where not disabled and is_teamlead)::int as leads,
         count(*) filter (where not disabled and id not in (select user_id from user_activity_types))::int as bare,
         count(*) filter (where disabled)::int as disabled
       from users where role = 4`,
    );
    expect(developers).toEqual({
      active: expected.active,
      team_leads: expected.leads,
      without_activity_types: expected.bare,
      disabled: expected.disabled,
    });
    expect(developers!.active).toBeGreaterThan(0);
  });
});

describe('GET /api/home-feed', () => {
  it('answers 403 to the limited PM and the IT user, who see no projects here', async () => {
    expect((await kit.call('limited', 'GET', 'home-feed')).statusCode).toBe(403);
    expect((await kit.call('it', 'GET', 'home-feed')).statusCode).toBe(403);
    expect((await kit.call(null, 'GET', 'home-feed')).statusCode).toBe(401);
  });

  it('lists what changed on the seeded projects, newest first, only of projects the caller sees', async () => {
    const events = await feed('dev');
    expect(events.length).toBeGreaterThan(0);
    const times = events.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const visible = new Set((await queryRows<{ id: number }>(db(), sql.raw(mine(DEMO_USERS.dev.id)))).map((r) => Number(r.id)));
    for (const event of events) expect(visible.has(event.project_id)).toBe(true);
    expect(events.some((e) => e.action === 'changed' && Object.keys(e.changes).length > 0)).toBe(true);
  });

  it("says a project's new deadline and status, recorded by the save and the status change", async () => {
    const day = today(kit.now);
    const form = {
      job_numbers: JSON.stringify(['JN-HOME-0001']),
      title: 'Home feed launch',
      client_id: '7',
      brand_id: '2',
      start_date: day,
      deadline: addDays(day, 7),
      type_id: '2',
      owner_id: '7',
      category_id: '3',
      teamlead_ids: JSON.stringify([DEMO_USERS.dev.id]),
    };
    const created = await kit.call('pm', 'POST', 'save-project', form);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<SaveProjectResponse>().data;
    expect((await kit.call('pm', 'POST', `save-project/${id}`, { ...form, deadline: addDays(day, 21) })).statusCode).toBe(200);
    // A save that changes none of the named fields records nothing.
    expect((await kit.call('pm', 'POST', `save-project/${id}`, { ...form, deadline: addDays(day, 21) })).statusCode).toBe(200);
    expect((await kit.call('pm', 'POST', `update-projects-status/${id}`, { status_id: 5 })).statusCode).toBe(200);

    const [status, deadline, creation] = (await feed('dev')).filter((e) => e.project_id === id);
    expect(status).toMatchObject({
      user_name: DEMO_USERS.pm.name,
      action: 'changed',
      record_type: 'project',
      record_label: 'Home feed launch',
      changes: { status_name: { from: 'Pending', to: 'Cancelled' } },
    });
    expect(deadline).toMatchObject({ action: 'changed', changes: { deadline: { from: addDays(day, 7), to: addDays(day, 21) } } });
    expect(creation).toMatchObject({ action: 'created', project_title: 'Home feed launch' });
    expect((await feed('dev')).filter((e) => e.project_id === id)).toHaveLength(3);
    // The client PM takes no part in it and does not see it.
    expect((await feed('clientPm')).some((e) => e.project_id === id)).toBe(false);
  });

  it("shows the money records' changes to finance users only", async () => {
    const [project] = await queryRows<{ id: number }>(
      db(),
      sql.raw(`select id from projects where teamlead_ids @> '[${DEMO_USERS.dev.id}]' limit 1`),
    );
    await recordChange(db(), {
      projectId: Number(project.id),
      userId: DEMO_USERS.pm.id,
      recordType: 'purchase-order',
      recordId: 1,
      recordLabel: 'PO-HOME-1',
      action: 'changed',
      changes: { value: { from: '150.00', to: '180.00' } },
    });
    expect((await feed('pm')).some((e) => e.record_label === 'PO-HOME-1')).toBe(true);
    expect((await feed('dev')).some((e) => e.record_label === 'PO-HOME-1')).toBe(false);
  });
});
