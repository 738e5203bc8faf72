/**
 * The occupancy reports (document 3, sections 2, 3 and 7), hours against the capacity of 8
 * hours per developer per working day (day-loads.ts):
 * - GET /api/reports-occupancy?userId&clientId&brandId: the active developers' (or one
 *   developer's) hours, per activity (the pie), per day (the bars), per developer with their
 *   projects (the cards); client and brand narrow the entries by project.
 * - GET /api/reports-occupancy-activity-type?activityTypeId: the hours of one activity (all
 *   when absent) per day against the capacity of the developers who have it, per user and per project.
 * - GET /api/reports-occupancy-project-category?projectCategoryId: the category's developers,
 *   its projects running in the period or with hours logged in it, with estimated and spent hours
 *   and costs, the TOTAL row, and the same projects' hours per day (whoever logged them, as the
 *   TOTAL row) against its developers' capacity.
 * - GET /api/reports-occupancy-per-day?projectCategoryId: the category's developers' capacity
 *   against the hours they logged (on any project) per day, with the developers counted.
 * Capacity leaves out each developer's holidays and wildcards (day-loads.ts). All sums in SQL,
 * over the timesheet summary (src/timesheet/timesheet-sums.ts): sums per developer, project or
 * activity alone (a project's spend, every activity's load per developer and project) and the days
 * from the day tables; occupancy's cards from the sums per developer and project; the rest from
 * the period's sums, its whole months and the entries of its edges (only occupancy narrowed by
 * client or brand reads its days from the entries: the summary has no day per developer and
 * project).
 */
import { sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import {
  ActivityHoursSchema,
  CategoryProjectSchema,
  NamedHoursSchema,
  OccupancyDeveloperSchema,
  ProjectCategoryFiguresSchema,
  ReportsOccupancyActivityTypeQuerySchema,
  ReportsOccupancyActivityTypeResponseSchema,
  ReportsOccupancyPerDayResponseSchema,
  ReportsOccupancyProjectCategoryResponseSchema,
  ReportsOccupancyQuerySchema,
  ReportsOccupancyResponseSchema,
  ReportsProjectCategoryQuerySchema,
  ReportUserSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { activitySumsOf, dailyHours, periodSums, sumsPer, type SumsGrain } from '../../timesheet/timesheet-sums';
import { activeDevelopers, CAPACITY_PER_DAY, dayLoads } from './day-loads';
import { idFilter, onlyReportReaders, reportPeriodOf, type ReportPeriod } from './report-request';

const tags = ['Reports'];

/** The occupancy report's pie and developer cards, built in one statement. */
const OccupancyBreakdownRow = Type.Object({ by_activity: Type.Array(ActivityHoursSchema), devs: Type.Array(OccupancyDeveloperSchema) });

/** A projects-by-category row, with the TOTAL row (the window sums of every row) beside it. */
const CategoryProjectRow = Type.Object({ project: CategoryProjectSchema, total: ProjectCategoryFiguresSchema });
const NO_PROJECTS_TOTAL = { estimated_hours: '0.00', spent_hours: '0.00', estimated_cost: '0.00', actual_cost: '0.00' };

/** Only columns of the covering report index, so a period's entries are read from the index alone. */
const ENTRY_COLUMNS = sql`te.manual_date, te.user_id, te.project_id, te.activity_type_id, te.hours`;
const inPeriod = (period: ReportPeriod) => sql`te.manual_date between ${period.startDate}::date and ${period.endDate}::date`;
/** The period's sums (periodSums) as `te`, narrowed by `conditions` on their columns: group them keeping `sum(entries) > 0`. */
const summedEntries = (period: ReportPeriod, conditions: SQL[], grain: SumsGrain = 'entry') =>
  sql`select te.* from (${periodSums(period, grain)}) te where ${conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`}`;

/**
 * A category's scope in the period (every category when none is chosen), one definition for
 * both category reports:
 * - `developers`: its active developers, whose capacity is counted;
 * - `projectSpend`: the hours and cost per project of its projects, whoever logged them (sumsPer);
 * - `inCategory` and `running`: the conditions on `p` of its projects and of those running in the
 *   period; the projects table shows those running or with hours in `projectSpend`, so the table,
 *   its TOTAL row and its chart sum the same entries;
 * - `categoryDays`: the hours per day on its projects, whoever logged them;
 * - `developerDays`: the hours per day of `developers`, on any project, so category occupancy
 *   compares the hours and the capacity of the same people (as the occupancy report does for one
 *   developer).
 */
function categoryScope(query: Static<typeof ReportsProjectCategoryQuerySchema>) {
  const period = reportPeriodOf(query);
  const categoryId = idFilter(query.projectCategoryId);
  const developers = activeDevelopers(
    categoryId === null
      ? sql`true`
      : sql`exists (select 1 from user_project_categories uc where uc.user_id = u.id and uc.project_category_id = ${categoryId})`,
  );
  const inCategory = categoryId === null ? sql`true` : sql`p.category_id = ${categoryId}`;
  const categoryProjects = sql`select id from projects p where ${inCategory}`;
  const projectSpend = sumsPer(period, 'project_id', categoryId === null ? 'all' : categoryProjects);
  const running = sql`p.start_date <= ${period.endDate}::date and p.deadline >= ${period.startDate}::date`;
  const categoryDays = dailyHours(period, categoryId === null ? 'all' : { projects: categoryProjects });
  const developerDays = dailyHours(period, { users: sql`select id from (${developers}) d` });
  return { period, developers, projectSpend, inCategory, running, categoryDays, developerDays };
}

export function reportsOccupancyRoutes(app: ApiApp, ctx: AppContext): void {
  const route = <Q, A>(querystring: Q, answer: A) => ({
    preValidation: onlyReportReaders,
    schema: { tags, querystring, response: { 200: answer, ...errorAnswers } },
  });

  app.get('/reports-occupancy', route(ReportsOccupancyQuerySchema, ReportsOccupancyResponseSchema), async (request) => {
    const period = reportPeriodOf(request.query);
    const userId = idFilter(request.query.userId);
    const clientId = idFilter(request.query.clientId);
    const brandId = idFilter(request.query.brandId);
    const developers = activeDevelopers(userId === null ? sql`true` : sql`u.id = ${userId}`);
    const developerIds = sql`select id from (${developers}) d`;
    const conditions: SQL[] = [
      sql`te.user_id in (${developerIds})`,
      ...(clientId !== null ? [sql`te.project_id in (select id from projects where client_id = ${clientId})`] : []),
      ...(brandId !== null ? [sql`te.project_id in (select id from projects where brand_id = ${brandId})`] : []),
    ];
    const narrowed = clientId !== null || brandId !== null;
    const daily = narrowed
      ? sql`select ${ENTRY_COLUMNS} from timesheet_entries te where ${inPeriod(period)} and ${sql.join(conditions, sql` and `)}`
      : dailyHours(period, { users: developerIds });
    const { days, capacity, totalHours } = await dayLoads(ctx, period, developers, daily);
    // The pie per activity, the cards per developer and project, each from the smallest sums that hold it.
    const activities = narrowed
      ? sql`select te.activity_type_id, te.hours, te.entries from (${summedEntries(period, conditions)}) te`
      : activitySumsOf(period, developerIds);
    const [{ by_activity: byActivity, devs }] = await selectRows(
      ctx.db,
      OccupancyBreakdownRow,
      sql`with per_activity as (
          select a.name as activity_name, s.hours
          from (select activity_type_id, sum(hours) as hours from (${activities}) e group by activity_type_id having sum(entries) > 0) s
          join activity_types a on a.id = s.activity_type_id
        ),
        per_project as (
          select user_id, project_id, sum(hours) as hours from (${summedEntries(period, conditions, 'developerProject')}) e
          group by user_id, project_id having sum(entries) > 0
        ),
        per_developer as (
          select u.id, u.name, sum(pp.hours) as hours,
            json_agg(json_build_object('id', p.id, 'title', p.title, 'hours', pp.hours::numeric(12, 2)::text) order by pp.hours desc, p.title) as projects
          from per_project pp join users u on u.id = pp.user_id join projects p on p.id = pp.project_id
          group by u.id, u.name
        )
        select
          coalesce((select json_agg(json_build_object('activity_name', activity_name, 'hours', hours::numeric(12, 2)::text)
            order by hours desc, activity_name) from per_activity), '[]') as by_activity,
          coalesce((select json_agg(json_build_object('id', id, 'name', name, 'hours', hours::numeric(12, 2)::text, 'projects', projects)
            order by hours desc, name) from per_developer), '[]') as devs`,
    );
    return { by_activity: byActivity, by_day: days, devs, capacity, total_hours: totalHours };
  });

  app.get(
    '/reports-occupancy-activity-type',
    route(ReportsOccupancyActivityTypeQuerySchema, ReportsOccupancyActivityTypeResponseSchema),
    async (request) => {
      const period = reportPeriodOf(request.query);
      const activityId = idFilter(request.query.activityTypeId);
      const developers = activeDevelopers(
        activityId === null
          ? sql`true`
          : sql`exists (select 1 from user_activity_types ua where ua.user_id = u.id and ua.activity_type_id = ${activityId})`,
      );
      const daily = dailyHours(period, activityId === null ? 'all' : { activityTypeId: activityId });
      const { days, capacity, totalHours } = await dayLoads(ctx, period, developers, daily);
      // Every activity's hours per developer or project are in the day tables; one activity's are summed from the period's sums.
      const grouped = (table: SQL, member: 'user_id' | 'project_id', name: SQL) => {
        const column = sql.raw(member);
        const sums =
          activityId === null
            ? sql`select ${column} as id, hours from (${sumsPer(period, member)}) s`
            : sql`select ${column} as id, sum(hours) as hours from (${summedEntries(period, [sql`te.activity_type_id = ${activityId}`])}) e
              group by ${column} having sum(entries) > 0`;
        return selectRows(
          ctx.db,
          NamedHoursSchema,
          sql`select t.id, ${name} as name, s.hours::numeric(12, 2)::text as hours from (${sums}) s
          join ${table} t on t.id = s.id
          order by s.hours desc, 2`,
        );
      };
      return {
        by_day: days,
        by_user: await grouped(sql`users`, 'user_id', sql`t.name`),
        by_project: await grouped(sql`projects`, 'project_id', sql`t.title`),
        capacity,
        total_hours: totalHours,
      };
    },
  );

  app.get(
    '/reports-occupancy-project-category',
    route(ReportsProjectCategoryQuerySchema, ReportsOccupancyProjectCategoryResponseSchema),
    async (request) => {
      const { period, developers, projectSpend, inCategory, running, categoryDays } = categoryScope(request.query);
      const { days, capacity } = await dayLoads(ctx, period, developers, categoryDays);
      const figures = (prefix: SQL) => sql`${prefix}estimated_hours::numeric(12, 2)::text as estimated_hours,
      ${prefix}spent_hours::numeric(12, 2)::text as spent_hours, ${prefix}estimated_cost::numeric(14, 2)::text as estimated_cost,
      ${prefix}actual_cost::numeric(14, 2)::text as actual_cost`;
      // One pass over the period's sums: the TOTAL row is the projects' window sums, on every row.
      const total = (column: string, precision: SQL) => sql`(sum(pp.${sql.raw(column)}) over ())::numeric(${precision}, 2)::text`;
      const rows = await selectRows(
        ctx.db,
        CategoryProjectRow,
        sql`select (select to_json(project) from (select pp.id, pp.project_title, pp.start_date, pp.end_date, pp.owner,
            ${figures(sql`pp.`)}) project) as project,
          json_build_object('estimated_hours', ${total('estimated_hours', sql`12`)}, 'spent_hours', ${total('spent_hours', sql`12`)},
            'estimated_cost', ${total('estimated_cost', sql`14`)}, 'actual_cost', ${total('actual_cost', sql`14`)}) as total
        from (
          select p.id, p.title as project_title, p.start_date::text as start_date, p.deadline::text as end_date, owner.name as owner,
            coalesce((select sum(r.max_hours) from project_resources r where r.project_id = p.id), 0) as estimated_hours,
            coalesce(spent.hours, 0) as spent_hours, p.estimated_cost, coalesce(spent.cost, 0) as actual_cost
          from projects p
          left join users owner on owner.id = p.owner_id
          left join (${projectSpend}) spent on spent.project_id = p.id
          where ${inCategory} and (${running} or spent.project_id is not null)
        ) pp
        order by pp.start_date desc, pp.id`,
      );
      const users = await selectRows(ctx.db, ReportUserSchema, sql`select id, name from (${developers}) d order by name`);
      return {
        users_category: users,
        projects: rows.map((row) => row.project),
        total: rows[0]?.total ?? NO_PROJECTS_TOTAL,
        by_day: days,
        capacity,
      };
    },
  );

  app.get('/reports-occupancy-per-day', route(ReportsProjectCategoryQuerySchema, ReportsOccupancyPerDayResponseSchema), async (request) => {
    const { period, developers, developerDays } = categoryScope(request.query);
    const { days, capacity, totalHours } = await dayLoads(ctx, period, developers, developerDays);
    const users = await selectRows(ctx.db, ReportUserSchema, sql`select id, name from (${developers}) d order by name`);
    return {
      days,
      developers: users.map((user) => ({ ...user, hours_per_day: CAPACITY_PER_DAY })),
      capacity,
      total_hours: totalHours,
    };
  });
}
