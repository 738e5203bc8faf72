/**
 * GET project-history/{projectId}?page (issue 29, beyond documents 1-3): the project's audit
 * trail, newest first, 20 changes a page ({data, last_page, total}, as the other paged lists),
 * each with the name of who made it. Full project managers only (403 otherwise, limited PMs
 * too); 404 for an unknown project. Reads the index on (project_id, created_at desc, id desc).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isFullProjectManager } from '@portal/shared/access';
import { PROJECT_HISTORY_PAGE_SIZE, type ProjectHistoryEntry, type ProjectHistoryResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { queryRows } from '../../db/client';
import { notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { integer, validate } from '../../http/validation';
import { routeId } from '../projects/project';

const toEntry = (row: Record<string, unknown>) =>
  ({
    ...row,
    id: Number(row.id),
    record_id: Number(row.record_id),
    user_id: row.user_id === null ? null : Number(row.user_id),
  }) as ProjectHistoryEntry;

export function projectHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { projectId: string } }>('/project-history/:projectId', async (request) => {
    requireAccess(currentUser(request), isFullProjectManager);
    const projectId = routeId(request.params.projectId);
    validate(request.query, { page: [integer()] });
    const [project] = await queryRows(ctx.db, sql`select 1 from projects where id = ${projectId}`);
    if (!project) throw notFound();
    const answer: ProjectHistoryResponse = await pagedAnswer(
      ctx.db,
      request.query,
      PROJECT_HISTORY_PAGE_SIZE,
      (page) =>
        sql`select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, a.user_id,
              u.name as user_name, a.action, a.record_type, a.record_id, a.record_label, a.changes, a.details
            from audit_log a left join users u on u.id = a.user_id
            where a.project_id = ${projectId}
            order by a.created_at desc, a.id desc ${page}`,
      sql`from audit_log a where a.project_id = ${projectId}`,
      toEntry,
    );
    return answer;
  });
}
