/**
 * GET /api/check-user-data: whether the user may approve timesheet entries (has_approval) and
 * their unread notifications, newest first. Signed-in users; polled by the header.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { CheckUserDataResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { notifications } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { toIsoDateTime } from '../../lib/dates';
import { hasApprovalOf } from '../../users/auth-user';

/** Enough for the header's list; older unread ones wait until these are read. */
const MAX_NOTIFICATIONS = 100;

export function checkUserDataRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Session'], response: { 200: CheckUserDataResponseSchema, ...errorAnswers } };
  app.get('/check-user-data', { schema }, async (request) => {
    const user = currentUser(request);
    const rows = await ctx.db
      .select({
        id: notifications.id,
        title: notifications.title,
        link: notifications.link,
        message: notifications.message,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(MAX_NOTIFICATIONS);
    return {
      has_approval: hasApprovalOf(user),
      user_notifications: rows.map((row) => ({
        id: row.id,
        title: row.title,
        link: row.link,
        message: row.message,
        created_at: toIsoDateTime(row.createdAt),
      })),
    };
  });
}
