/**
 * POST /api/read-notification {notificationId}: marks one of the caller's notifications read.
 * Signed-in users; someone else's notification answers 404, as if it did not exist.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ReadNotificationRequestSchema, ReadNotificationResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { notifications } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';

export function readNotificationRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Session'],
    body: ReadNotificationRequestSchema,
    response: { 200: ReadNotificationResponseSchema, ...errorAnswers },
  };
  app.post('/read-notification', { schema }, async (request) => {
    const user = currentUser(request);
    const id = request.body.notificationId;
    const [row] = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
      .limit(1);
    if (!row) throw notFound('Notification not found.');
    await ctx.db
      .update(notifications)
      .set({ readAt: ctx.now().toISOString() })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    return { success: true };
  });
}
