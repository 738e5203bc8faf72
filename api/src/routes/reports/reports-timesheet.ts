/**
 * GET /api/reports-timesheet and /api/reports-overtime (document 3, sections 2, 3 and 7): the
 * timesheet entries of a period, optionally of one developer (`userId`) and, for the
 * timesheet report, one project type (`type`); the overtime report keeps only entries marked
 * overtime. A page of entries in day order (`page`, `resPerPage` up to 10,000 for the CSV),
 * the number of entries, and the hours in all and per activity (the pie), summed in SQL over the
 * timesheet summary (src/timesheet/timesheet-sums.ts: the activities' day sums, or with a filter
 * whole months summed and the edges' entries).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  HoursText,
  ReportsOvertimeQuerySchema,
  ReportsTimesheetQuerySchema,
  ReportsTimesheetResponseSchema,
  TimesheetReportEntrySchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { pageOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { periodSums, sumsPer } from '../../timesheet/timesheet-sums';
import { idFilter, onlyReportReaders, reportPeriodRequest } from './report-request';

const PAGE_SIZE = 100;

type EntriesQuery = Static<typeof ReportsTimesheetQuerySchema>;
type EntriesReport = Static<typeof ReportsTimesheetResponseSchema>;

/** The hours and entries of one activity, or (no activity: the rollup's row) of all. */
const ActivitySumRow = Type.Object({
  activity_name: Type.Union([Type.String(), Type.Null()]),
  hours: HoursText(),
  entries: Type.Integer(),
});

/** The filters on `te` (entries or their period sums), the period aside. */
function filtersOf(query: EntriesQuery, overtimeOnly: boolean): SQL[] {
  const userId = idFilter(query.userId);
  const typeId = overtimeOnly ? null : idFilter(query.type);
  return [
    ...(userId !== null ? [sql`te.user_id = ${userId}`] : []),
    ...(typeId !== null ? [sql`te.project_id in (select id from projects where type_id = ${typeId})`] : []),
    ...(overtimeOnly ? [sql`te.overtime`] : []),
  ];
}

async function entriesReport(ctx: AppContext, request: FastifyRequest, query: EntriesQuery, overtimeOnly: boolean): Promise<EntriesReport> {
  const { period } = reportPeriodRequest(request, query);
  const conditions = filtersOf(query, overtimeOnly);
  const filters = sql.join([sql`true`, ...conditions], sql` and `);
  const where = sql`te.manual_date between ${period.startDate}::date and ${period.endDate}::date and ${filters}`;
  const { limit, offset } = pageOf(query, PAGE_SIZE);
  const data = await selectRows(
    ctx.db,
    TimesheetReportEntrySchema,
    sql`select te.id, te.project_id, p.title as project_title, te.manual_date::text as manual_date, u.name as user_name,
        te.hours::text as hours, a.name as activity_name, te.extra_request, te.qa_issue, te.overtime, te.details, te.mjn
      from timesheet_entries te
      join projects p on p.id = te.project_id
      join users u on u.id = te.user_id
      join activity_types a on a.id = te.activity_type_id
      where ${where}
      order by te.manual_date desc, u.name, te.id
      limit ${limit} offset ${offset}`,
  );
  // One pass over the sums: the hours and entries per activity, and (the rollup's row without an
  // activity) in all; the activities' names are joined to the few sums, not to every entry.
  // Unfiltered, they are the activities' day sums; a filter needs the period's finer sums.
  const activitySums = conditions.length === 0 ? sumsPer(period, 'activity_type_id') : periodSums(period);
  const sums = await selectRows(
    ctx.db,
    ActivitySumRow,
    sql`select a.name as activity_name, s.hours::numeric(12, 2)::text as hours, s.entries
      from (
        select te.activity_type_id, coalesce(sum(te.hours), 0) as hours, coalesce(sum(te.entries), 0)::int as entries
        from (${activitySums}) te
        where ${filters}
        group by rollup (te.activity_type_id) having sum(te.entries) > 0
      ) s
      left join activity_types a on a.id = s.activity_type_id
      order by s.activity_type_id is null, s.hours desc, a.name`,
  );
  const all = sums.find((row) => row.activity_name === null);
  const total = all?.entries ?? 0;
  return {
    data,
    total,
    last_page: Math.max(1, Math.ceil(total / limit)),
    total_hours: all?.hours ?? '0.00',
    by_activity: sums.flatMap((row) => (row.activity_name === null ? [] : [{ activity_name: row.activity_name, hours: row.hours }])),
  };
}

export function reportsTimesheetRoutes(app: ApiApp, ctx: AppContext): void {
  const tags = ['Reports'];
  const response = { 200: ReportsTimesheetResponseSchema, ...errorAnswers };
  app.get(
    '/reports-timesheet',
    { preValidation: onlyReportReaders, schema: { tags, querystring: ReportsTimesheetQuerySchema, response } },
    (request) => entriesReport(ctx, request, request.query, false),
  );
  app.get(
    '/reports-overtime',
    { preValidation: onlyReportReaders, schema: { tags, querystring: ReportsOvertimeQuerySchema, response } },
    (request) => entriesReport(ctx, request, request.query, true),
  );
}
