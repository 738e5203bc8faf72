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
import { Type } from 'typebox';
import type { AppContext } from '../../app-context';
import { selectRows } from '../../db/client';
import { timesheetProjectDays as pd } from '../../db/schema';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { forbidden, notFound, ValidationError } from '../../http/errors';
import { pageOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { EntryJsonSchema, entriesAsJson, entryProjectColumns, p, te, toEntry } from '../../timesheet/entry-query';
import { visibleProjectsCondition } from '../../projects/visibility';
import { END_BEFORE_START_MESSAGE } from '../reports/report-request';
import { projectExists } from '../projects/project';

/** The page's statement: the period's totals and the page's entries. */
const ProjectPageRow = Type.Object({ entries: Type.Integer(), hours: Type.Number(), page: Type.Array(EntryJsonSchema) });

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
        .select({ leads: sql<boolean>`p.teamlead_ids @> jsonb_build_array(${user.id}::int)`, ...entryProjectColumns })
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
      // The page's ids first, from the entries alone: an entry's columns are then computed for
      // the page's rows, not for every row it skips.
      const pageIds = ctx.db.select({ id: te.id }).from(te).where(filters).orderBy(newestFirst).limit(limit).offset(offset);
      // The whole project's period comes from the daily project sums the writes keep (a row a
      // day); a developer's or an activity's share is counted on the entries.
      const totals =
        developer === undefined && activity === undefined
          ? ctx.db
              .select({
                entries: sql`coalesce(sum(${pd.entries}), 0)::int`.as('entries'),
                hours: sql`coalesce(sum(${pd.hours}), 0)::float8`.as('hours'),
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
              .select({ entries: sql`count(*)::int`.as('entries'), hours: sql`coalesce(sum(${te.hours}), 0)::float8`.as('hours') })
              .from(te)
              .where(filters);
      // One statement: the totals always give its one row, the page comes with it as JSON.
      const [period] = await selectRows(
        ctx.db,
        ProjectPageRow,
        sql`select totals.entries, totals.hours,
          ${entriesAsJson(user, project.project_inactive, inArray(te.id, pageIds), newestFirst)} as page
          from ${totals} totals`,
      );
      return {
        data: period.page.map((entry) => toEntry(entry, project)),
        totalResults: period.entries,
        total_hours: period.hours,
        can_add: canLogTime(user.access) && !project.project_inactive,
        sees_all: seesAll,
      };
    },
  );
}
