/**
 * GET /api/reports-timesheet and /api/reports-overtime (document 3, sections 2, 3 and 7): the
 * timesheet entries of a period, optionally of one developer (`userId`) and, for the
 * timesheet report, one project type (`type`); the overtime report keeps only entries marked
 * overtime. A page of entries in day order (`page`, `resPerPage` up to 10,000 for the CSV),
 * the number of entries, and the hours in all and per activity (the pie), summed in SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportsTimesheetResponse, TimesheetReportEntry } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../db/client';
import { pageOf } from '../../http/paging';
import { idFilter, reportPeriodRequest } from './report-request';

const PAGE_SIZE = 100;

/** The entries `te` of the request's period and filters. */
function entriesWhere(request: FastifyRequest, { overtimeOnly }: { overtimeOnly: boolean }): SQL {
  const { period } = reportPeriodRequest(request);
  const userId = idFilter(request, 'userId');
  const typeId = overtimeOnly ? null : idFilter(request, 'type');
  const conditions = [
    sql`te.manual_date between ${period.startDate}::date and ${period.endDate}::date`,
    ...(userId !== null ? [sql`te.user_id = ${userId}`] : []),
    ...(typeId !== null ? [sql`te.project_id in (select id from projects where type_id = ${typeId})`] : []),
    ...(overtimeOnly ? [sql`te.overtime`] : []),
  ];
  return sql.join(conditions, sql` and `);
}

async function entriesReport(ctx: AppContext, request: FastifyRequest, overtimeOnly: boolean): Promise<ReportsTimesheetResponse> {
  const where = entriesWhere(request, { overtimeOnly });
  const { limit, offset } = pageOf(request.query, PAGE_SIZE);
  const data = await queryRows<TimesheetReportEntry>(
    ctx.db,
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
  // One pass over the entries: the hours and entries per activity, and (the rollup's row
  // without an activity) in all; the activities' names are joined to the few sums, not to every entry.
  const sums = await queryRows<{ activity_name: string | null; hours: string; entries: number }>(
    ctx.db,
    sql`select a.name as activity_name, s.hours::numeric(12, 2)::text as hours, s.entries
      from (
        select te.activity_type_id, coalesce(sum(te.hours), 0) as hours, count(*)::int as entries
        from timesheet_entries te
        where ${where}
        group by rollup (te.activity_type_id)
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

export function reportsTimesheetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/reports-timesheet', (request) => entriesReport(ctx, request, false));
  app.get('/reports-overtime', (request) => entriesReport(ctx, request, true));
}
