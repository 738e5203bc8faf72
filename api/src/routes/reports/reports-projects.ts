/**
 * GET /api/reports-projects?startDate&endDate&<the list filters>: the projects report
 * (document 1, /reports/projects). Full project managers only. The projects running in the
 * period (start_date <= endDate and deadline >= startDate) that match the filters of the
 * projects list, in the list's order, without paging; `totalResults` is their number.
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ReportsProjectsQuerySchema, ReportsProjectsResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { filterCondition, orderBy, parseFilters, projectRowsQuery, toProjectRow } from '../projects/project-list-query';
import { filtersAsSent, onlyReportReaders, reportPeriodRequest } from './report-request';

/**
 * A row of the projects list's query (projectRowsQuery) as the engines answer it: the amounts
 * are numeric (text from one engine, numbers from the other) and the job numbers and business
 * units json (parsed or text); toProjectRow reads them into the answer's types, which the
 * answer schema checks.
 */
const ProjectListRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  has_children: Type.Boolean(),
  status_id: Type.Integer(),
  status_name: Type.String(),
  job_numbers: Type.Union([Type.Array(Type.Unknown()), Type.String()]),
  business_units: Type.Union([Type.Array(Type.Unknown()), Type.String()]),
  client_id: Type.Integer(),
  client_name: Type.String(),
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  hogarth_pm_id: Type.Union([Type.Integer(), Type.Null()]),
  hg_pm_name: Type.Union([Type.String(), Type.Null()]),
  owner_id: Type.Integer(),
  idg_pm_name: Type.String(),
  type_id: Type.Integer(),
  type: Type.String(),
  category_id: Type.Integer(),
  category_title: Type.String(),
  start_date: Type.String(),
  deadline: Type.String(),
  estimated_cost: Type.Union([Type.String(), Type.Number()]),
  actual_cost: Type.Union([Type.String(), Type.Number()]),
  profit: Type.Union([Type.String(), Type.Number()]),
  teamlead_view: Type.Boolean(),
});

export function reportsProjectsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/reports-projects',
    {
      preValidation: onlyReportReaders,
      schema: {
        tags: ['Reports'],
        querystring: ReportsProjectsQuerySchema,
        response: { 200: ReportsProjectsResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const { user, period } = reportPeriodRequest(request, request.query);
      const { startDate, endDate } = period;
      const filters = parseFilters(filtersAsSent(request.query));
      const where = sql`${filterCondition(user, filters)} and p.start_date <= ${endDate}::date and p.deadline >= ${startDate}::date`;
      const rows = await selectRows(ctx.db, ProjectListRow, projectRowsQuery(user, where, orderBy(filters)));
      return { data: rows.map(toProjectRow), totalResults: rows.length };
    },
  );
}
