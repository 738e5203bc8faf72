/**
 * GET /api/home-feed (issue 32, beyond document 1): the newest changes of the projects the caller
 * sees, from the audit trail, with what changed, so the home can say "changed the deadline of
 * Website relaunch from 28.03.2027 to 05.04.2027". Everyone sees the projects' own changes
 * (record type `project`); finance users also the estimates, orders, invoices and expenses,
 * whose amounts only they may read. Timesheet entries stay in the timesheet and the approval
 * list (one line per logged hour would drown the rest). 403 for those without a home or
 * without projects (limited PMs, IT users).
 */
import { sql } from 'drizzle-orm';
import { canSeeDashboard, canSeeFinance, canSeeProjects } from '@portal/shared/access';
import { HOME_FEED_SIZE } from '@portal/shared/contract';
import { HomeFeedEventSchema, HomeFeedResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { requireAccess } from '../../auth/require-access';
import { selectRows } from '../../db/client';
import { FEED_RECORD_TYPES } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { visibleProjectsCondition } from '../../projects/visibility';
import { avatarUrl } from '../../uploads/avatar-store';

const PROJECT_RECORDS: readonly string[] = ['project'];

export function homeFeedRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Dashboard'], response: { 200: HomeFeedResponseSchema, ...errorAnswers } };
  app.get('/home-feed', { schema }, async (request) => {
    const user = currentUser(request);
    requireAccess(user, canSeeDashboard);
    requireAccess(user, canSeeProjects);
    const types = canSeeFinance(user.access) ? FEED_RECORD_TYPES : PROJECT_RECORDS;
    const rows = await selectRows(
      ctx.db,
      HomeFeedEventSchema,
      sql`select a.id, to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, a.user_id,
            u.name as user_name, u.avatar as user_avatar, p.id as project_id, p.title as project_title,
            a.action, a.record_type, a.record_label, a.changes, a.details
          from audit_log a
          join projects p on p.id = a.project_id
          left join users u on u.id = a.user_id
          where a.record_type in (${sql.join(
            types.map((type) => sql`${type}`),
            sql`, `,
          )}) and ${visibleProjectsCondition(user)}
          order by a.created_at desc, a.id desc
          limit ${HOME_FEED_SIZE}`,
    );
    return { data: rows.map((row) => ({ ...row, user_avatar: avatarUrl(ctx.config.publicApiUrl, row.user_avatar) })) };
  });
}
