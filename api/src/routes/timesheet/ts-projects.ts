/**
 * GET /api/ts-projects: the projects the caller may log time on (those they see, not closed or
 * cancelled), with what the entry form's rules need: type (MJN), start_date, min_te_date and
 * is_vacation (the date picker's bounds), and the project's own MJN (filled into a new entry,
 * issue 32). The entry form's project suggestions; document 2 loads the whole projects list for
 * them instead (docs/spec-deviations.md).
 */
import { and, asc, not, sql } from 'drizzle-orm';
import { TimesheetProjectsResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { p, projectInactive } from '../../timesheet/entry-query';
import { visibleProjectsCondition } from '../../projects/visibility';

export function tsProjectsRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ts-projects',
    { schema: { tags: ['Timesheet'], response: { 200: TimesheetProjectsResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireTimesheetArea(user);
      const data = await ctx.db
        .select({
          id: p.id,
          title: p.title,
          status_id: p.statusId,
          type_id: p.typeId,
          min_te_date: p.minTeDate,
          start_date: p.startDate,
          is_vacation: p.isVacation,
          mjn: p.mjn,
        })
        .from(p)
        .where(and(visibleProjectsCondition(user), not(projectInactive)))
        .orderBy(sql`lower(p.title)`, asc(p.id));
      return { data };
    },
  );
}
