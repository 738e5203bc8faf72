/**
 * POST /api/realtime-auth: pusher-js's channel authorization. Signed-in users; the body names the
 * socket the portal's connection got and the private channel it wants to join
 * (RealtimeAuthRequest). A channel the caller's role may not read answers 403, one the portal
 * never publishes on too; otherwise the Pusher signature of socket and channel
 * (RealtimeAuthResponse), which the real-time server checks before it lets the socket join.
 */
import { RealtimeAuthRequestSchema, RealtimeAuthResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { forbidden } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { mayJoinChannel } from '../../realtime/channel-access';

export function realtimeAuthRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Real-time'],
    body: RealtimeAuthRequestSchema,
    response: { 200: RealtimeAuthResponseSchema, ...errorAnswers },
  };
  app.post('/realtime-auth', { schema }, async (request) => {
    const user = currentUser(request);
    const { socket_id: socketId, channel_name: channel } = request.body;
    if (!(await mayJoinChannel(ctx, user, channel))) throw forbidden();
    return ctx.publisher.authorizeChannel(socketId, channel);
  });
}
