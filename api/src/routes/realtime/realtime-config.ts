/**
 * GET /api/realtime-config: what the portal's pusher-js needs to connect (RealtimeConfig):
 * this API's own Pusher-protocol endpoint by default, or the configured Pusher service.
 * Signed-in users (the subscription only matters to a session).
 */
import { RealtimeConfigSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';

export function realtimeConfigRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = { tags: ['Real-time'], response: { 200: RealtimeConfigSchema, ...errorAnswers } };
  app.get('/realtime-config', { schema }, async () => ({ key: ctx.config.pusherKey, ...ctx.config.realtimeClient }));
}
