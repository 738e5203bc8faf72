/**
 * GET /api/projects-mvp: the caller's MVP project shortcuts for the sidebar, in their order.
 * Titles come with underscores for spaces (the portal turns them back). Signed-in users;
 * shortcuts to projects the caller may no longer see are left out.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProjectsMvpResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows } from '../../db/client';
import { visibleProjectsCondition } from '../../projects/visibility';

export function projectsMvpRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/projects-mvp', async (request) => {
    const user = currentUser(request);
    const rows = await queryRows<{ entity_id: number; project_title: string }>(
      ctx.db,
      sql`select p.id as entity_id, replace(p.title, ' ', '_') as project_title
          from mvp_shortcuts m
          join projects p on p.id = m.project_id
          where m.user_id = ${user.id} and ${visibleProjectsCondition(user)}
          order by m.position, m.id`,
    );
    const body: ProjectsMvpResponse = {
      data: rows.map((row) => ({ entity_id: Number(row.entity_id), project_title: row.project_title })),
    };
    return body;
  });
}
