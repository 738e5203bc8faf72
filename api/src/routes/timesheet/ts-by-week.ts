/**
 * GET /api/ts-by-week/:week (document 3, /timesheet): the entries of one week, Monday first,
 * per day with the day's total (summed in SQL). Full project managers see everyone's entries
 * and may narrow them with the filters user_id, client_id, brand_id, business_unit_id and
 * project_type_id; everyone else sees their own entries and the filters do not widen that.
 * `week` counts from the first ISO week of the current year (src/timesheet/week.ts); a week
 * beyond a century either way answers 404.
 */
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import { isFullProjectManager } from '@portal/shared/access';
import type { TimesheetDay, WeekFilters } from '@portal/shared/contract';
import { WeekFiltersSchema, WeekParamsSchema, WeekResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { p, selectEntries, te, toEntry } from '../../timesheet/entry-query';
import { weekRange } from '../../timesheet/week';
import type { AuthUser } from '../../users/auth-user';

function filtersCondition(user: AuthUser, filters: WeekFilters): SQL | undefined {
  if (!isFullProjectManager(user.access)) return eq(te.userId, user.id);
  const { user_id: userId, client_id: clientId, brand_id: brandId, business_unit_id: businessUnitId, project_type_id: typeId } = filters;
  return and(
    userId === undefined ? undefined : eq(te.userId, userId),
    clientId === undefined ? undefined : eq(p.clientId, clientId),
    brandId === undefined ? undefined : eq(p.brandId, brandId),
    businessUnitId === undefined
      ? undefined
      : sql`exists (select 1 from brand_business_units bbu where bbu.brand_id = p.brand_id and bbu.business_unit_id = ${businessUnitId})`,
    typeId === undefined ? undefined : eq(p.typeId, typeId),
  );
}

export function tsByWeekRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ts-by-week/:week',
    {
      schema: {
        tags: ['Timesheet'],
        params: WeekParamsSchema,
        querystring: WeekFiltersSchema,
        response: { 200: WeekResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireTimesheetArea(user);
      const { week: weekNo } = request.params;
      const week = weekRange(weekNo, ctx.now());
      const rows = await selectEntries(ctx.db, user, {
        day_total: sql`sum(te.hours) over (partition by te.manual_date)`.mapWith(Number),
      })
        .where(and(between(te.manualDate, week.startDate, week.endDate), filtersCondition(user, request.query)))
        .orderBy(sql`te.manual_date, u.name, te.id`);
      const entries: Record<string, TimesheetDay> = Object.fromEntries(
        week.days.map((day) => [day, { total_hours: 0, timesheet_entries: [] }]),
      );
      for (const row of rows) {
        const day = entries[row.manual_date];
        day.total_hours = row.day_total;
        day.timesheet_entries.push(toEntry(row, row));
      }
      return { entries, startDate: week.startDate, endDate: week.endDate, weekNo };
    },
  );
}
