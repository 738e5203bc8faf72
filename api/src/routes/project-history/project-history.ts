/**
 * GET project-history/{projectId}?page (issue 29, beyond documents 1-3): the project's audit
 * trail, newest first, 20 changes a page ({data, last_page, total}, as the other paged lists),
 * each with the name of who made it. Full project managers only (403 otherwise, limited PMs
 * too); 404 for an unknown project. Reads the index on (project_id, created_at desc, id desc).
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { isFullProjectManager } from '@portal/shared/access';
import { PROJECT_HISTORY_PAGE_SIZE } from '@portal/shared/contract';
import { Id, ProjectHistoryEntrySchema, ProjectHistoryQuerySchema, ProjectHistoryResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { selectRows } from '../../db/client';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { projectExists } from '../projects/project';

const CountRow = Type.Object({ total: Type.Integer() });

export function projectHistoryRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Project details'],
    params: Type.Object({ projectId: Id() }),
    querystring: ProjectHistoryQuerySchema,
    response: { 200: ProjectHistoryResponseSchema, ...errorAnswers },
  };
  app.get('/project-history/:projectId', { schema }, async (request) => {
    requireAccess(currentUser(request), isFullProjectManager);
    const { projectId } = request.params;
    if (!(await projectExists(ctx, projectId))) throw notFound();
    const size = PROJECT_HISTORY_PAGE_SIZE;
    const page = Math.max(1, request.query.page ?? 1);
    const [data, [{ total }]] = await Promise.all([
      selectRows(
        ctx.db,
        ProjectHistoryEntrySchema,
        sql`select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, a.user_id,
              u.name as user_name, a.action, a.record_type, a.record_id, a.record_label, a.changes, a.details
            from audit_log a left join users u on u.id = a.user_id
            where a.project_id = ${projectId}
            order by a.created_at desc, a.id desc
            limit ${size} offset ${(page - 1) * size}`,
      ),
      selectRows(ctx.db, CountRow, sql`select count(*)::int as total from audit_log a where a.project_id = ${projectId}`),
    ]);
    return { data, last_page: Math.max(1, Math.ceil(total / size)), total };
  });
}
