/**
 * GET /api/ts-by-projectId/:projectId?dev&activity&startDate&endDate (document 2, timesheet
 * entries panel): a project's entries, newest first, with their total hours (summed in SQL).
 * Full project managers and the project's team leads see every developer's entries and may
 * filter by developer; anyone else who sees the project sees their own. Limited PMs and IT
 * users: 403 (the panel is hidden for them); 404 for an unknown project, 403 for one the caller
 * may not see.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { canLogTime, isFullProjectManager } from '@portal/shared/access';
import { ProjectTimesheetParamsSchema, ProjectTimesheetQuerySchema, ProjectTimesheetResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { forbidden, notFound, ValidationError } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { p, projectInactive, selectEntries, te, toEntry } from '../../timesheet/entry-query';
import { visibleProjectsCondition } from '../../projects/visibility';
import { END_BEFORE_START_MESSAGE } from '../reports/report-request';
import { projectExists } from '../projects/project';

export function tsByProjectRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ts-by-projectId/:projectId',
    {
      schema: {
        tags: ['Timesheet'],
        params: ProjectTimesheetParamsSchema,
        querystring: ProjectTimesheetQuerySchema,
        response: { 200: ProjectTimesheetResponseSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireTimesheetArea(user);
      const { projectId } = request.params;
      const { dev, activity, startDate, endDate } = request.query;
      const [project] = await ctx.db
        .select({
          inactive: sql<boolean>`${projectInactive}`,
          leads: sql<boolean>`p.teamlead_ids @> jsonb_build_array(${user.id}::int)`,
        })
        .from(p)
        .where(and(eq(p.id, projectId), visibleProjectsCondition(user)));
      if (!project) throw (await projectExists(ctx, projectId)) ? forbidden() : notFound();
      if (startDate && endDate && endDate < startDate) throw new ValidationError({ endDate: [END_BEFORE_START_MESSAGE] });

      const seesAll = isFullProjectManager(user.access) || project.leads;
      const developer = seesAll ? dev : user.id;
      const rows = await selectEntries(ctx.db, user, { total_hours: sql`sum(te.hours) over ()`.mapWith(Number) })
        .where(
          and(
            eq(te.projectId, projectId),
            developer === undefined ? undefined : eq(te.userId, developer),
            activity === undefined ? undefined : eq(te.activityTypeId, activity),
            startDate ? gte(te.manualDate, startDate) : undefined,
            endDate ? lte(te.manualDate, endDate) : undefined,
          ),
        )
        .orderBy(sql`te.manual_date desc, te.id desc`);
      return {
        data: rows.map(toEntry),
        total_hours: rows.length > 0 ? rows[0].total_hours : 0,
        can_add: canLogTime(user.access) && !project.inactive,
        sees_all: seesAll,
      };
    },
  );
}
