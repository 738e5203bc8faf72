/**
 * GET /api/realtime-config: what the portal's pusher-js needs to connect (RealtimeConfig):
 * this API's own Pusher-protocol endpoint by default, or the configured Pusher service.
 * Signed-in users (the subscription only matters to a session).
 */
import type { FastifyInstance } from 'fastify';
import type { RealtimeConfig } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';

export function realtimeConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/realtime-config', async () => {
    const body: RealtimeConfig = { key: ctx.config.pusherKey, ...ctx.config.realtimeClient };
    return body;
  });
}
