/**
 * GET /api/reports-projects?startDate&endDate&<the list filters>: the projects report
 * (document 1, /reports/projects). Full project managers only. The projects running in the
 * period (start_date <= endDate and deadline >= startDate) that match the filters of the
 * projects list, in the list's order, without paging; `totalResults` is their number.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReportsProjectsResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../db/client';
import { filterCondition, orderBy, parseFilters, projectRowsQuery, toProjectRow } from '../projects/project-list-query';
import { reportPeriodRequest } from './report-request';

export function reportsProjectsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/reports-projects', async (request) => {
    const { user, period } = reportPeriodRequest(request);
    const { startDate, endDate } = period;
    const filters = parseFilters(request.query);
    const where = sql`${filterCondition(user, filters)} and p.start_date <= ${endDate}::date and p.deadline >= ${startDate}::date`;
    const rows = await queryRows<Record<string, unknown>>(ctx.db, projectRowsQuery(user, where, orderBy(filters)));
    const body: ReportsProjectsResponse = { data: rows.map(toProjectRow), totalResults: rows.length };
    return body;
  });
}
