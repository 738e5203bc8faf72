/**
 * GET /api/reports-projects?startDate&endDate&<the list filters>: the projects report
 * (document 1, /reports/projects). Full project managers only. The projects running in the
 * period (start_date <= endDate and deadline >= startDate) that match the filters of the
 * projects list, in the list's order, without paging; `totalResults` is their number.
 */
import { sql } from 'drizzle-orm';
import { ReportsProjectsQuerySchema, ReportsProjectsResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { filterCondition, filtersOf, orderBy, selectProjectRows } from '../projects/project-list-query';
import { onlyReportReaders, reportPeriodRequest } from './report-request';

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
      const filters = filtersOf(request.query);
      const where = sql`${filterCondition(user, filters)} and p.start_date <= ${endDate}::date and p.deadline >= ${startDate}::date`;
      const rows = await selectProjectRows(ctx.db, user, where, orderBy(filters));
      return { data: rows, totalResults: rows.length };
    },
  );
}
