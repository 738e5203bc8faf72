/**
 * The WebSocket endpoint `/app/:key` that speaks the Pusher Channels protocol (version 7), so
 * that the portal's real pusher-js client connects to the API itself. Anyone may connect, but
 * only private channels are served, and a socket joins one only with the signature POST
 * realtime-auth gave a signed-in user for that socket and channel (channel-signature.ts);
 * anything else is refused with pusher:subscription_error, as Pusher's own servers answer.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ChannelHub } from './channel-hub';
import { isValidChannelSignature } from './channel-signature';

/** Seconds of silence after which pusher-js pings; announced in the handshake. */
export const ACTIVITY_TIMEOUT = 120;

type ClientMessage = { event?: unknown; data?: unknown; channel?: unknown };

function send(socket: WebSocket, message: Record<string, unknown>): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function sendError(socket: WebSocket, code: number | null, message: string): void {
  send(socket, { event: 'pusher:error', data: { code, message } });
}

/** Pusher's socket ids look like "123.456"; pusher-js and the server library check the form. */
function newSocketId(): string {
  return `${randomInt(1, 2 ** 31 - 1)}.${randomInt(1, 2 ** 31 - 1)}`;
}

/** data may arrive as an object or as a JSON string, depending on the client. */
function dataObject(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      const parsed = JSON.parse(data) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** The refusal pusher-js hands to the channel's `pusher:subscription_error` listeners. */
function refuseSubscription(socket: WebSocket, channel: string, error: string, status: number): void {
  send(socket, { event: 'pusher:subscription_error', channel, data: JSON.stringify({ type: 'AuthError', error, status }) });
}

export function registerPusherEndpoint(app: FastifyInstance, options: { key: string; secret: string; hub: ChannelHub }): void {
  const { key, secret, hub } = options;
  const lastSeen = new Map<WebSocket, number>();

  // Closes connections that stopped answering: pusher-js pings after ACTIVITY_TIMEOUT, so
  // twice that without a message means the client is gone.
  const sweep = setInterval(() => {
    const limit = Date.now() - 2 * ACTIVITY_TIMEOUT * 1000;
    for (const [socket, seen] of lastSeen) {
      if (seen < limit) socket.terminate();
    }
  }, 30_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get<{ Params: { key: string } }>('/app/:key', { websocket: true }, (socket, request) => {
    if (request.params.key !== key) {
      // 4001: "application does not exist", which pusher-js treats as final.
      sendError(socket, 4001, `App key ${request.params.key} not in this cluster`);
      socket.close(4001, 'Unknown app key');
      return;
    }

    lastSeen.set(socket, Date.now());
    socket.on('close', () => {
      lastSeen.delete(socket);
      hub.forget(socket);
    });
    socket.on('error', () => socket.terminate());

    const socketId = newSocketId();
    send(socket, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT }),
    });

    socket.on('message', (raw) => {
      lastSeen.set(socket, Date.now());
      let message: ClientMessage;
      try {
        message = JSON.parse(rawText(raw)) as ClientMessage;
      } catch {
        sendError(socket, null, 'Invalid JSON');
        return;
      }
      const data = dataObject(message.data);
      switch (message.event) {
        case 'pusher:ping':
          send(socket, { event: 'pusher:pong', data: '{}' });
          return;
        case 'pusher:pong':
          return;
        case 'pusher:subscribe': {
          const channel = data.channel;
          if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
            sendError(socket, null, 'Invalid channel name');
            return;
          }
          // Every event is published on a private channel; a public one would only ever be silent.
          if (!channel.startsWith('private-')) {
            refuseSubscription(socket, channel, 'Only private channels are served', 403);
            return;
          }
          if (!isValidChannelSignature({ key, secret }, socketId, channel, data.auth)) {
            refuseSubscription(socket, channel, `Invalid signature for ${channel} on socket ${socketId}`, 401);
            return;
          }
          hub.subscribe(channel, socket);
          send(socket, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
          return;
        }
        case 'pusher:unsubscribe':
          if (typeof data.channel === 'string') hub.unsubscribe(data.channel, socket);
          return;
        default:
          if (typeof message.event === 'string' && message.event.startsWith('client-')) {
            sendError(socket, null, 'Client events are not enabled for this application');
          }
      }
    });
  });
}

/** A frame's text: ws hands a message over as one buffer, its fragments, or an ArrayBuffer. */
export function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}
