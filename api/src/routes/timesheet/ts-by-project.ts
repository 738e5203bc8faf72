/**
 * GET /api/ts-by-projectId/:projectId?dev&activity&startDate&endDate (document 2, timesheet
 * entries panel): a project's entries, newest first, with their total hours (summed in SQL).
 * Full project managers and the project's team leads see every developer's entries and may
 * filter by developer; anyone else who sees the project sees their own. Limited PMs and IT
 * users: 403 (the panel is hidden for them); 404 for an unknown project, 403 for one the caller
 * may not see.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isDeveloper, isFullProjectManager } from '@portal/shared/access';
import type { ProjectTimesheetResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { forbidden, notFound, ValidationError } from '../../http/errors';
import { integer, toInteger, validate } from '../../http/validation';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { entriesQuery, projectInactive, toEntry } from '../../timesheet/entry-query';
import { visibleProjectsCondition } from '../../projects/visibility';
import { isoDate } from '../projects/date-rule';
import { END_BEFORE_START_MESSAGE } from '../reports/report-request';
import { projectExists, routeId } from '../projects/project';

export function tsByProjectRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { projectId: string } }>('/ts-by-projectId/:projectId', async (request) => {
    const user = currentUser(request);
    requireTimesheetArea(user);
    const projectId = routeId(request.params.projectId);
    const input = validate(request.query, { dev: [integer()], activity: [integer()], startDate: [isoDate()], endDate: [isoDate()] });
    const [project] = await queryRows<{ inactive: boolean; leads: boolean }>(
      ctx.db,
      sql`select ${projectInactive} as inactive, p.teamlead_ids @> jsonb_build_array(${user.id}::int) as leads
          from projects p where p.id = ${projectId} and ${visibleProjectsCondition(user)}`,
    );
    if (!project) throw (await projectExists(ctx, projectId)) ? forbidden() : notFound();

    const seesAll = isFullProjectManager(user.access) || Boolean(project.leads);
    const conditions: SQL[] = [sql`te.project_id = ${projectId}`];
    const dev = toInteger(input.dev);
    const activity = toInteger(input.activity);
    const startDate = typeof input.startDate === 'string' && input.startDate !== '' ? input.startDate : null;
    const endDate = typeof input.endDate === 'string' && input.endDate !== '' ? input.endDate : null;
    if (startDate && endDate && endDate < startDate) throw new ValidationError({ endDate: [END_BEFORE_START_MESSAGE] });
    if (!seesAll) conditions.push(sql`te.user_id = ${user.id}`);
    else if (dev !== null) conditions.push(sql`te.user_id = ${dev}`);
    if (activity !== null) conditions.push(sql`te.activity_type_id = ${activity}`);
    if (startDate) conditions.push(sql`te.manual_date >= ${startDate}::date`);
    if (endDate) conditions.push(sql`te.manual_date <= ${endDate}::date`);

    const rows = await queryRows<Record<string, unknown>>(
      ctx.db,
      entriesQuery(
        user,
        sql.join(conditions, sql` and `),
        sql`te.manual_date desc, te.id desc`,
        sql`, sum(te.hours) over () as total_hours`,
      ),
    );
    return {
      data: rows.map(toEntry),
      total_hours: rows.length > 0 ? Number(rows[0].total_hours) : 0,
      can_add: isDeveloper(user.access) && !project.inactive,
      sees_all: seesAll,
    } satisfies ProjectTimesheetResponse;
  });
}
