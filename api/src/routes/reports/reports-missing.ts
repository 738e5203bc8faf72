/**
 * GET /api/reports-missing?section=po|ce|resource-hours (document 3, sections 2, 3 and 7): the
 * projects missing something, with the projects list's filters (client, brand, status as
 * `projectStatusId`, client PM, type, PM with 1000 for all, title, job number):
 * - po: approved cost estimates (status 1) created in the period without a purchase order;
 *   a row per project with their value;
 * - ce: projects without any cost estimate (no period);
 * - resource-hours: projects running in the period without any assigned resource.
 * A page of rows (newest first) and the counts per PM, client PM and project type, grouped in SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  MissingGroupSchema,
  MissingReportRowSchema,
  ReportsMissingQuerySchema,
  ReportsMissingResponseSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { pageOf } from '../../http/paging';
import { ValidationError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { filterCondition, parseFilters } from '../projects/project-list-query';
import type { AuthUser } from '../../users/auth-user';
import { filtersAsSent, onlyReportReaders, reportPeriodRequest, reportReader } from './report-request';

const PAGE_SIZE = 50;
const APPROVED = 1;

type MissingQuery = Static<typeof ReportsMissingQuerySchema>;

/** A count of one grouping; the rollup's empty grouping is the total. */
const GroupRow = Type.Object({
  ...MissingGroupSchema.properties,
  grouping: Type.Union([Type.Literal('pm'), Type.Literal('client_pm'), Type.Literal('type'), Type.Literal('total')]),
});

/** `missing`: the project ids missing something, with the value (po) and the date the row shows. */
function missingProjects(request: FastifyRequest, query: MissingQuery): { user: AuthUser; missing: SQL } {
  if (query.section === 'ce') {
    return {
      user: reportReader(request),
      missing: sql`select p.id as project_id, null::numeric as value, p.created_at::date as created_at from projects p
        where not exists (select 1 from cost_estimates ce where ce.project_id = p.id)`,
    };
  }
  // The schema leaves the days optional (the CE report has no period); the other two need both.
  const { user, period } = reportPeriodRequest(request, periodOf(query));
  if (query.section === 'po') {
    return {
      user,
      missing: sql`select ce.project_id, sum(ce.value) as value, min(ce.created_at)::date as created_at from cost_estimates ce
        where ce.status_id = ${APPROVED} and ce.created_at::date between ${period.startDate}::date and ${period.endDate}::date
          and not exists (select 1 from purchase_orders po where po.cost_estimate_id = ce.id)
        group by ce.project_id`,
    };
  }
  return {
    user,
    missing: sql`select p.id as project_id, null::numeric as value, p.created_at::date as created_at from projects p
      where p.start_date <= ${period.endDate}::date and p.deadline >= ${period.startDate}::date
        and not exists (select 1 from project_resources r where r.project_id = p.id)`,
  };
}

/** Both days of the POs' and resources' period, or 422 with "required" under each one missing. */
function periodOf(query: MissingQuery): { startDate: string; endDate: string } {
  const { startDate, endDate } = query;
  if (startDate !== undefined && endDate !== undefined) return { startDate, endDate };
  const required = (field: string) => [`The ${field} field is required.`];
  throw new ValidationError({
    ...(startDate === undefined ? { startDate: required('startDate') } : {}),
    ...(endDate === undefined ? { endDate: required('endDate') } : {}),
  });
}

export function reportsMissingRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/reports-missing',
    {
      preValidation: onlyReportReaders,
      schema: {
        tags: ['Reports'],
        querystring: ReportsMissingQuerySchema,
        response: { 200: ReportsMissingResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { query } = request;
      const { user, missing } = missingProjects(request, query);
      const filters = parseFilters(filtersAsSent({ ...query, status: query.projectStatusId }));
      const { limit, offset } = pageOf(query, PAGE_SIZE);
      const rowsOf = sql`(${missing}) m
        join projects p on p.id = m.project_id
        join project_statuses s on s.id = p.status_id
        join project_types t on t.id = p.type_id
        join brands b on b.id = p.brand_id
        left join users cpm on cpm.id = p.hogarth_pm_id
        left join users owner on owner.id = p.owner_id
        where ${filterCondition(user, filters)}`;
      const data = await selectRows(
        ctx.db,
        MissingReportRowSchema,
        sql`select p.id as project_id,
            (select string_agg(j.name, ', ' order by j.name) from project_job_numbers pj join job_numbers j on j.id = pj.job_number_id
              where pj.project_id = p.id) as project_job_number,
            p.title as project_title, s.name as project_status_name, t.name as project_type_name, b.name as brand_name,
            cpm.name as client_pm_name, owner.name as idg_pm_name, m.value::numeric(14, 2)::text as value, m.created_at::text as created_at
          from ${rowsOf}
          order by m.created_at desc, p.id desc
          limit ${limit} offset ${offset}`,
      );
      // Every grouping in one pass; the rollup's empty grouping is the total.
      const groups = await selectRows(
        ctx.db,
        GroupRow,
        sql`select case when grouping(owner.name) = 0 then 'pm' when grouping(cpm.name) = 0 then 'client_pm'
              when grouping(t.name) = 0 then 'type' else 'total' end as grouping,
            coalesce(owner.name, cpm.name, t.name, 'None') as name, count(*)::int as projects,
            sum(m.value)::numeric(14, 2)::text as value
          from ${rowsOf}
          group by grouping sets ((owner.name), (cpm.name), (t.name), ())
          order by count(*) desc, 2`,
      );
      const group = (kind: string) =>
        groups.filter((row) => row.grouping === kind).map(({ name, projects, value }) => ({ name, projects, value }));
      const total = groups.find((row) => row.grouping === 'total')?.projects ?? 0;
      return {
        data,
        total,
        last_page: Math.max(1, Math.ceil(total / limit)),
        by_pm: group('pm'),
        by_client_pm: group('client_pm'),
        by_type: group('type'),
      };
    },
  );
}
