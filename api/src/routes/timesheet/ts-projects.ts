/**
 * GET /api/ts-projects: the projects the caller may log time on (those they see, not closed or
 * cancelled), with what the entry form's rules need: type (MJN), start_date, min_te_date and
 * is_vacation (the date picker's bounds). The entry form's project suggestions; document 2 loads the whole
 * projects list for them instead (docs/spec-deviations.md).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TimesheetProject, TimesheetProjectsResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { requireTimesheetArea } from '../../timesheet/entry-access';
import { projectInactive } from '../../timesheet/entry-query';
import { visibleProjectsCondition } from '../../projects/visibility';

export function tsProjectsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/ts-projects', async (request) => {
    const user = currentUser(request);
    requireTimesheetArea(user);
    const rows = await queryRows<TimesheetProject>(
      ctx.db,
      sql`select p.id, p.title, p.status_id, p.type_id, p.min_te_date::text as min_te_date, p.start_date::text as start_date, p.is_vacation
          from projects p where ${visibleProjectsCondition(user)} and not ${projectInactive}
          order by lower(p.title), p.id`,
    );
    const data = rows.map((row) => ({ ...row, id: Number(row.id), status_id: Number(row.status_id), type_id: Number(row.type_id) }));
    return { data } satisfies TimesheetProjectsResponse;
  });
}
