/**
 * GET /api/ts-by-week/:week (document 3, /timesheet): the entries of one week, Monday first,
 * per day with the day's total (summed in SQL). Full project managers see everyone's entries
 * and may narrow them with the filters user_id, client_id, brand_id, business_unit_id and
 * project_type_id; everyone else sees their own entries and the filters do not widen that.
 * `week` counts from the first ISO week of the current year (src/timesheet/week.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isFullProjectManager } from '@portal/shared/access';
import type { TimesheetDay, WeekResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { notFound } from '../../http/errors';
import { integer, toInteger, validate } from '../../http/validation';
import { entriesQuery, toEntry } from '../../timesheet/entry-query';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { weekRange } from '../../timesheet/week';
import type { AuthUser } from '../../users/auth-user';

const FILTERS = ['user_id', 'client_id', 'brand_id', 'business_unit_id', 'project_type_id'] as const;

function filtersCondition(user: AuthUser, query: unknown): SQL {
  const input = validate(query, Object.fromEntries(FILTERS.map((name) => [name, [integer()]])));
  const value = (name: (typeof FILTERS)[number]) => toInteger(input[name]);
  if (!isFullProjectManager(user.access)) return sql`te.user_id = ${user.id}`;
  const conditions: SQL[] = [];
  const userId = value('user_id');
  const clientId = value('client_id');
  const brandId = value('brand_id');
  const businessUnitId = value('business_unit_id');
  const typeId = value('project_type_id');
  if (userId !== null) conditions.push(sql`te.user_id = ${userId}`);
  if (clientId !== null) conditions.push(sql`p.client_id = ${clientId}`);
  if (brandId !== null) conditions.push(sql`p.brand_id = ${brandId}`);
  if (businessUnitId !== null) {
    conditions.push(
      sql`exists (select 1 from brand_business_units bbu where bbu.brand_id = p.brand_id and bbu.business_unit_id = ${businessUnitId})`,
    );
  }
  if (typeId !== null) conditions.push(sql`p.type_id = ${typeId}`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

export function tsByWeekRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { week: string } }>('/ts-by-week/:week', async (request) => {
    const user = currentUser(request);
    requireTimesheetArea(user);
    const weekNo = toInteger(request.params.week);
    if (weekNo === null || Math.abs(weekNo) > 5300) throw notFound();
    const week = weekRange(weekNo, ctx.now());
    const where = sql`te.manual_date between ${week.startDate}::date and ${week.endDate}::date and ${filtersCondition(user, request.query)}`;
    const rows = await queryRows<Record<string, unknown>>(
      ctx.db,
      entriesQuery(user, where, sql`te.manual_date, u.name, te.id`, sql`, sum(te.hours) over (partition by te.manual_date) as day_total`),
    );
    const entries: Record<string, TimesheetDay> = Object.fromEntries(
      week.days.map((day) => [day, { total_hours: 0, timesheet_entries: [] }]),
    );
    for (const row of rows) {
      const day = entries[String(row.manual_date)];
      day.total_hours = Number(row.day_total);
      day.timesheet_entries.push(toEntry(row));
    }
    return { entries, startDate: week.startDate, endDate: week.endDate, weekNo } satisfies WeekResponse;
  });
}
