/**
 * GET /api/reports-projects?startDate&endDate&<the list filters>: the projects report
 * (document 1, /reports/projects). Full project managers only. The projects running in the
 * period (start_date <= endDate and deadline >= startDate) that match the filters of the
 * projects list, in the list's order, without paging; `totalResults` is their number.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canReadReports } from '@portal/shared/access';
import type { ReportsProjectsResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { queryRows } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { required, validate } from '../../http/validation';
import { isoDate } from '../projects/date-rule';
import { filterCondition, orderBy, parseFilters, projectRowsQuery, toProjectRow } from '../projects/project-list-query';

export const END_BEFORE_START_MESSAGE = 'The end date must be a date after or equal to the start date.';

export function reportsProjectsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/reports-projects', async (request) => {
    const user = currentUser(request);
    requireAccess(user, canReadReports);
    const input = validate(request.query, { startDate: [required(), isoDate()], endDate: [required(), isoDate()] });
    const startDate = String(input.startDate);
    const endDate = String(input.endDate);
    if (endDate < startDate) throw new ValidationError({ endDate: [END_BEFORE_START_MESSAGE] });
    const filters = parseFilters(request.query);
    const where = sql`${filterCondition(user, filters)} and p.start_date <= ${endDate}::date and p.deadline >= ${startDate}::date`;
    const rows = await queryRows<Record<string, unknown>>(ctx.db, projectRowsQuery(user, where, orderBy(filters)));
    const body: ReportsProjectsResponse = { data: rows.map(toProjectRow), totalResults: rows.length };
    return body;
  });
}
