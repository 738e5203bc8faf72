/**
 * POST /api/read-notification {notificationId}: marks one of the caller's notifications read.
 * Signed-in users; someone else's notification answers 404, as if it did not exist.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReadNotificationResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import { integer, required, toInteger, validate } from '../../http/validation';

export function readNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/read-notification', async (request) => {
    const user = currentUser(request);
    const input = validate(request.body, { notificationId: [required(), integer()] });
    const id = toInteger(input.notificationId) as number;
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
    const body: ReadNotificationResponse = { success: true };
    return body;
  });
}
