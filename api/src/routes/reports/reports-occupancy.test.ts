import { describe, expect, it } from '@jest/globals';
import { sql, type SQL } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import type {
  ReportsMissingTimesheetResponse,
  ReportsOccupancyActivityTypeResponse,
  ReportsOccupancyPerDayResponse,
  ReportsOccupancyProjectCategoryResponse,
  ReportsOccupancyResponse,
} from '@portal/shared/contract';
import { selectRows } from '../../db/client';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const one = async <S extends TSchema>(row: S, query: SQL) => (await selectRows(db(), row, query))[0];

/** Monday 1 to Sunday 7 March 2010, long before the seed's two years. */
const WEEK = { startDate: '2010-03-01', endDate: '2010-03-07' };
const DAYS = ['2010-03-01', '2010-03-02', '2010-03-03', '2010-03-04', '2010-03-05', '2010-03-06', '2010-03-07'];
const { dev, dev2 } = DEMO_USERS;

/**
 * A category and an activity of the test's own. Daniel Evans (who alone has the activity) logs
 * 6 h and 8 h of it on the category's project "Occupancy launch" at 10.00 an hour; Diana
 * Ionescu 4 h of another activity there at 20.00; Daniel 3 h of the other activity elsewhere.
 * Both developers have the category; the project has a 20-hour resource and costs 1000.00.
 */
async function occupancyFixture() {
  const category = await one(
    Type.Object({ id: Type.Integer() }),
    sql`insert into project_categories (title) values ('Occupancy category') returning id`,
  );
  const qa = await one(
    Type.Object({ id: Type.Integer(), name: Type.String() }),
    sql`insert into activity_types (name, rate) values ('Occupancy QA', '10') returning id, name`,
  );
  const other = await one(
    Type.Object({ id: Type.Integer(), name: Type.String() }),
    sql`select id, name from activity_types where id <> ${qa.id} order by id limit 1`,
  );
  const launch = await one(
    Type.Object({ id: Type.Integer() }),
    sql`insert into projects (title, client_id, brand_id, owner_id, type_id, category_id, start_date, deadline, estimated_cost)
    select 'Occupancy launch', client_id, brand_id, ${DEMO_USERS.pm.id}, type_id, ${category.id}, '2010-03-01', '2010-03-31', 1000
    from projects order by id limit 1 returning id`,
  );
  const elsewhere = await one(
    Type.Object({ id: Type.Integer(), title: Type.String() }),
    sql`select id, title from projects where id <> ${launch.id} order by id limit 1`,
  );
  await db().execute(sql`insert into user_activity_types (user_id, activity_type_id) values (${dev.id}, ${qa.id})`);
  await db().execute(
    sql`insert into user_project_categories (user_id, project_category_id) values (${dev.id}, ${category.id}), (${dev2.id}, ${category.id})`,
  );
  await db().execute(
    sql`insert into project_resources (project_id, user_id, activity_type_id, max_hours) values (${launch.id}, ${dev.id}, ${qa.id}, 20)`,
  );
  for (const [userId, projectId, activityId, day, hours, cost] of [
    [dev.id, launch.id, qa.id, '2010-03-01', '6', '10'],
    [dev.id, launch.id, qa.id, '2010-03-02', '8', '10'],
    [dev2.id, launch.id, other.id, '2010-03-03', '4', '20'],
    [dev.id, elsewhere.id, other.id, '2010-03-04', '3', '15'],
  ] as const) {
    await db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours, unit_cost)
      values (${projectId}, ${userId}, ${activityId}, ${day}, ${hours}, ${cost})`);
  }
  return { category: category.id, qa, other, launch: launch.id, elsewhere };
}

const days = (hours: number[], capacityPerWorkingDay: number) =>
  DAYS.map((day, index) => ({ day, hours: hours[index].toFixed(2), capacity: index < 5 ? capacityPerWorkingDay : 0 }));

const get = async <T>(path: string, query: Record<string, string | number>, account: 'pm' | 'dev' | 'limited' = 'pm') => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await kit.call(account, 'GET', `${path}?${search.toString()}`);
  return { statusCode: response.statusCode, body: () => response.json<T>() };
};

describe('the occupancy reports', () => {
  let fixture: Awaited<ReturnType<typeof occupancyFixture>>;
  const PATHS = ['reports-occupancy', 'reports-occupancy-activity-type', 'reports-occupancy-project-category', 'reports-occupancy-per-day'];

  it('are for full project managers, with a valid period', async () => {
    fixture = await occupancyFixture();
    for (const path of PATHS) {
      expect((await get(path, WEEK, 'dev')).statusCode).toBe(403);
      expect((await get(path, WEEK, 'limited')).statusCode).toBe(403);
      expect((await get(path, { startDate: '2010-03-07', endDate: '2010-03-01' })).statusCode).toBe(422);
    }
  });

  it('occupancy: one developer’s hours per day against 8 a working day, per activity and per project', async () => {
    const body = (await get<ReportsOccupancyResponse>('reports-occupancy', { ...WEEK, userId: dev.id })).body();
    expect(body.by_day).toEqual(days([6, 8, 0, 3, 0, 0, 0], 8));
    expect([body.capacity, body.total_hours]).toEqual([40, '17.00']);
    expect(body.by_activity).toEqual([
      { activity_name: 'Occupancy QA', hours: '14.00' },
      { activity_name: fixture.other.name, hours: '3.00' },
    ]);
    expect(body.devs).toEqual([
      {
        id: dev.id,
        name: dev.name,
        hours: '17.00',
        projects: [
          { id: fixture.launch, title: 'Occupancy launch', hours: '14.00' },
          { id: fixture.elsewhere.id, title: fixture.elsewhere.title, hours: '3.00' },
        ],
      },
    ]);
  });

  it('loading by activity type: the activity’s hours against the capacity of who has it', async () => {
    const body = (
      await get<ReportsOccupancyActivityTypeResponse>('reports-occupancy-activity-type', { ...WEEK, activityTypeId: fixture.qa.id })
    ).body();
    expect(body.by_day).toEqual(days([6, 8, 0, 0, 0, 0, 0], 8));
    expect([body.capacity, body.total_hours]).toEqual([40, '14.00']);
    expect(body.by_user).toEqual([{ id: dev.id, name: dev.name, hours: '14.00' }]);
    expect(body.by_project).toEqual([{ id: fixture.launch, name: 'Occupancy launch', hours: '14.00' }]);
  });

  it('loading by activity type of every activity: each developer’s and each project’s hours of all of them', async () => {
    const body = (await get<ReportsOccupancyActivityTypeResponse>('reports-occupancy-activity-type', WEEK)).body();
    expect(body.total_hours).toBe('21.00');
    expect(body.by_user).toEqual([
      { id: dev.id, name: dev.name, hours: '17.00' },
      { id: dev2.id, name: dev2.name, hours: '4.00' },
    ]);
    expect(body.by_project).toEqual([
      { id: fixture.launch, name: 'Occupancy launch', hours: '18.00' },
      { id: fixture.elsewhere.id, name: fixture.elsewhere.title, hours: '3.00' },
    ]);
  });

  it('projects by category: its developers, projects with hours and costs, the TOTAL row, hours per day', async () => {
    const query = { ...WEEK, projectCategoryId: fixture.category };
    const body = (await get<ReportsOccupancyProjectCategoryResponse>('reports-occupancy-project-category', query)).body();
    expect(body.users_category.map((user) => user.id).sort()).toEqual([dev.id, dev2.id].sort());
    const figures = { estimated_hours: '20.00', spent_hours: '18.00', estimated_cost: '1000.00', actual_cost: '220.00' };
    expect(body.projects).toEqual([
      {
        id: fixture.launch,
        project_title: 'Occupancy launch',
        start_date: '2010-03-01',
        end_date: '2010-03-31',
        owner: DEMO_USERS.pm.name,
        ...figures,
      },
    ]);
    expect(body.total).toEqual(figures);
    expect(body.by_day).toEqual(days([6, 8, 4, 0, 0, 0, 0], 16));
    expect(body.capacity).toBe(80);

    // A period the category has no project in: no rows, and a TOTAL row of zeros.
    const yearBefore = { startDate: '2009-03-01', endDate: '2009-03-07', projectCategoryId: fixture.category };
    const empty = (await get<ReportsOccupancyProjectCategoryResponse>('reports-occupancy-project-category', yearBefore)).body();
    expect([empty.projects, empty.total]).toEqual([
      [],
      { estimated_hours: '0.00', spent_hours: '0.00', estimated_cost: '0.00', actual_cost: '0.00' },
    ]);

    // Category occupancy: its developers' hours, Daniel's 3 hours on another project included.
    const perDay = (await get<ReportsOccupancyPerDayResponse>('reports-occupancy-per-day', query)).body();
    expect(perDay.days).toEqual(days([6, 8, 4, 3, 0, 0, 0], 16));
    expect([perDay.capacity, perDay.total_hours]).toEqual([80, '21.00']);
    expect(perDay.developers.map((user) => [user.id, user.hours_per_day]).sort()).toEqual([
      [dev.id, 8],
      [dev2.id, 8],
    ]);
  });
});

describe('the occupancy reports agree with each other', () => {
  let fixture: Awaited<ReturnType<typeof occupancyFixture>>;
  const hoursOf = (days: { hours: string }[]) => days.reduce((sum, day) => sum + Number(day.hours), 0).toFixed(2);

  it('capacity leaves out holidays and wildcards, as the missing-timesheet report does', async () => {
    fixture = await occupancyFixture();
    // Daniel Evans has a wildcard on Thursday and works at the office on Wednesday; Diana Ionescu is on holiday on Friday.
    await db().execute(sql`insert into wildcards (user_id, wildcard_date) values (${dev.id}, '2010-03-04')`);
    await db().execute(sql`insert into working_places (user_id, manual_date, working_place)
      values (${dev.id}, '2010-03-03', 1), (${dev2.id}, '2010-03-05', 3)`);
    const daniel = (await get<ReportsOccupancyResponse>('reports-occupancy', { ...WEEK, userId: dev.id })).body();
    expect(daniel.by_day.map((day) => day.capacity)).toEqual([8, 8, 8, 0, 8, 0, 0]);
    expect(daniel.capacity).toBe(32);

    const activity = (
      await get<ReportsOccupancyActivityTypeResponse>('reports-occupancy-activity-type', { ...WEEK, activityTypeId: fixture.qa.id })
    ).body();
    expect(activity.by_day.map((day) => day.capacity)).toEqual([8, 8, 8, 0, 8, 0, 0]);

    const query = { ...WEEK, projectCategoryId: fixture.category };
    const perDay = (await get<ReportsOccupancyPerDayResponse>('reports-occupancy-per-day', query)).body();
    expect(perDay.days.map((day) => day.capacity)).toEqual([16, 16, 16, 8, 8, 0, 0]);
    expect(perDay.capacity).toBe(64);
    const category = (await get<ReportsOccupancyProjectCategoryResponse>('reports-occupancy-project-category', query)).body();
    expect([category.by_day.map((day) => day.capacity), category.capacity]).toEqual([[16, 16, 16, 8, 8, 0, 0], 64]);

    // Both reports excuse the same two days.
    const { developers } = await one(
      Type.Object({ developers: Type.Integer() }),
      sql`select count(*)::int as developers from users where role = 4 and not disabled`,
    );
    const all = (await get<ReportsOccupancyResponse>('reports-occupancy', WEEK)).body();
    expect(all.capacity).toBe(8 * (5 * developers - 2));
    const missing = (await get<ReportsMissingTimesheetResponse>('reports-missing-timesheet', WEEK)).body();
    expect(missing.data.find((row) => row.user_id === dev.id)?.missing_days).not.toContain('2010-03-04');
    expect(missing.data.find((row) => row.user_id === dev2.id)?.missing_days).not.toContain('2010-03-05');
  });

  it('projects by category: the chart and the TOTAL row sum the same projects and entries', async () => {
    // A project of the category that ended before the week, with 2 hours logged on it on Friday.
    const archive = await one(
      Type.Object({ id: Type.Integer() }),
      sql`insert into projects (title, client_id, brand_id, owner_id, type_id, category_id,
        start_date, deadline, estimated_cost)
      select 'Occupancy archive', client_id, brand_id, owner_id, type_id, category_id, '2010-01-04', '2010-02-26', 500
      from projects where id = ${fixture.launch} returning id`,
    );
    await db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours, unit_cost)
      values (${archive.id}, ${dev.id}, ${fixture.other.id}, '2010-03-05', 2, 10)`);
    const query = { ...WEEK, projectCategoryId: fixture.category };
    const body = (await get<ReportsOccupancyProjectCategoryResponse>('reports-occupancy-project-category', query)).body();
    expect(body.projects.map((project) => [project.project_title, project.spent_hours])).toEqual([
      ['Occupancy launch', '18.00'],
      ['Occupancy archive', '2.00'],
    ]);
    expect(body.total).toEqual({ estimated_hours: '20.00', spent_hours: '20.00', estimated_cost: '1500.00', actual_cost: '240.00' });
    expect(body.by_day.map((day) => day.hours)).toEqual(['6.00', '8.00', '4.00', '0.00', '2.00', '0.00', '0.00']);
    expect(hoursOf(body.by_day)).toBe(body.total.spent_hours);
  });

  it('category occupancy: the hours and the capacity of the same people, as the occupancy report counts them', async () => {
    // A developer without the category logs 5 hours on its project: the projects' table and chart count them, its occupancy does not.
    const outsider = await one(
      Type.Object({ id: Type.Integer() }),
      sql`select id from users where role = 4 and not disabled and id not in (${dev.id}, ${dev2.id}) order by id limit 1`,
    );
    await db().execute(sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours, unit_cost)
      values (${fixture.launch}, ${outsider.id}, ${fixture.other.id}, '2010-03-01', 5, 10)`);
    const query = { ...WEEK, projectCategoryId: fixture.category };
    const perDay = (await get<ReportsOccupancyPerDayResponse>('reports-occupancy-per-day', query)).body();
    expect(perDay.developers.map((user) => user.id).sort()).toEqual([dev.id, dev2.id].sort());
    const [daniel, diana] = await Promise.all(
      [dev.id, dev2.id].map(async (userId) => (await get<ReportsOccupancyResponse>('reports-occupancy', { ...WEEK, userId })).body()),
    );
    expect(perDay.days).toEqual(
      DAYS.map((day, index) => ({
        day,
        hours: (Number(daniel.by_day[index].hours) + Number(diana.by_day[index].hours)).toFixed(2),
        capacity: daniel.by_day[index].capacity + diana.by_day[index].capacity,
      })),
    );
    expect(perDay.total_hours).toBe((Number(daniel.total_hours) + Number(diana.total_hours)).toFixed(2));
    expect(perDay.capacity).toBe(daniel.capacity + diana.capacity);

    const category = (await get<ReportsOccupancyProjectCategoryResponse>('reports-occupancy-project-category', query)).body();
    expect([category.total.spent_hours, hoursOf(category.by_day)]).toEqual(['25.00', '25.00']);
  });
});
