/**
 * GET /api/ts-by-projectId/:projectId?dev&activity&startDate&endDate&page&resPerPage (document 2,
 * timesheet entries panel): a page of a project's entries, newest first (100 unless resPerPage
 * says otherwise), with the count and total hours of every entry of the filters (summed in SQL).
 * Full project managers and the project's team leads see every developer's entries and may
 * filter by developer; anyone else who sees the project sees their own. Limited PMs and IT
 * users: 403 (the panel is hidden for them); 404 for an unknown project, 403 for one the caller
 * may not see.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { canLogTime, isFullProjectManager } from '@portal/shared/access';
import { PROJECT_TIMESHEET_PAGE_SIZE } from '@portal/shared/contract';
import { ProjectTimesheetParamsSchema, ProjectTimesheetQuerySchema, ProjectTimesheetResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { timesheetProjectDays as pd } from '../../db/schema';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { forbidden, notFound, ValidationError } from '../../http/errors';
import { pageOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { p, projectInactive, projectNameColumns, selectEntries, te, toEntry } from '../../timesheet/entry-query';
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
          ...projectNameColumns,
        })
        .from(p)
        .where(and(eq(p.id, projectId), visibleProjectsCondition(user)));
      if (!project) throw (await projectExists(ctx, projectId)) ? forbidden() : notFound();
      if (startDate && endDate && endDate < startDate) throw new ValidationError({ endDate: [END_BEFORE_START_MESSAGE] });

      const seesAll = isFullProjectManager(user.access) || project.leads;
      const developer = seesAll ? dev : user.id;
      const filters = and(
        eq(te.projectId, projectId),
        developer === undefined ? undefined : eq(te.userId, developer),
        activity === undefined ? undefined : eq(te.activityTypeId, activity),
        startDate ? gte(te.manualDate, startDate) : undefined,
        endDate ? lte(te.manualDate, endDate) : undefined,
      );
      const { limit, offset } = pageOf(request.query, PROJECT_TIMESHEET_PAGE_SIZE);
      const newestFirst = sql`te.manual_date desc, te.id desc`;
      // The page's ids first, from the entries alone: an entry's columns (business units, job
      // numbers, lock) are then computed for the page's rows, not for every row it skips.
      const pageIds = ctx.db.select({ id: te.id }).from(te).where(filters).orderBy(newestFirst).limit(limit).offset(offset);
      // The whole project's period comes from the daily project sums the writes keep (a row a
      // day); a developer's or an activity's share is counted on the entries.
      const period =
        developer === undefined && activity === undefined
          ? ctx.db
              .select({
                entries: sql`coalesce(sum(${pd.entries}), 0)`.mapWith(Number),
                hours: sql`coalesce(sum(${pd.hours}), 0)`.mapWith(Number),
              })
              .from(pd)
              .where(
                and(
                  eq(pd.projectId, projectId),
                  startDate ? gte(pd.day, startDate) : undefined,
                  endDate ? lte(pd.day, endDate) : undefined,
                ),
              )
          : ctx.db
              .select({ entries: sql`count(*)`.mapWith(Number), hours: sql`coalesce(sum(${te.hours}), 0)`.mapWith(Number) })
              .from(te)
              .where(filters);
      const [[totals], rows] = await Promise.all([
        period,
        selectEntries(ctx.db, user, {}, project).where(inArray(te.id, pageIds)).orderBy(newestFirst),
      ]);
      return {
        data: rows.map(toEntry),
        totalResults: totals.entries,
        total_hours: totals.hours,
        can_add: canLogTime(user.access) && !project.inactive,
        sees_all: seesAll,
      };
    },
  );
}
