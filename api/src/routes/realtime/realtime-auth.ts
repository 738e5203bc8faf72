/**
 * POST /api/realtime-auth: pusher-js's channel authorization. Signed-in users; the body names the
 * socket the portal's connection got and the private channel it wants to join
 * (RealtimeAuthRequest). A channel the caller's role may not read answers 403, one the portal
 * never publishes on too; otherwise the Pusher signature of socket and channel
 * (RealtimeAuthResponse), which the real-time server checks before it lets the socket join.
 */
import type { FastifyInstance } from 'fastify';
import type { RealtimeAuthResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { fieldError, forbidden } from '../../http/errors';
import { required, string, validate } from '../../http/validation';
import { mayJoinChannel } from '../../realtime/channel-access';

/** Pusher's socket ids: two numbers joined by a dot. */
const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

export function realtimeAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/realtime-auth', async (request) => {
    const user = currentUser(request);
    const input = validate(request.body, { socket_id: [required(), string()], channel_name: [required(), string()] });
    const socketId = input.socket_id as string;
    const channel = input.channel_name as string;
    if (!SOCKET_ID.test(socketId)) throw fieldError('socket_id', 'The socket id field is not a Pusher socket id.');
    if (!(await mayJoinChannel(ctx, user, channel))) throw forbidden();
    const body: RealtimeAuthResponse = ctx.publisher.authorizeChannel(socketId, channel);
    return body;
  });
}
