/**
 * The WebSocket endpoint `/app/:key` that speaks the Pusher Channels protocol (version 7), so
 * that the portal's real pusher-js client connects to the API itself. Public; only public
 * channels are served (the portal needs no private ones).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ChannelHub } from './channel-hub';

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

export function registerPusherEndpoint(app: FastifyInstance, options: { key: string; hub: ChannelHub }): void {
  const { key, hub } = options;
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

    send(socket, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: newSocketId(), activity_timeout: ACTIVITY_TIMEOUT }),
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
          if (channel.startsWith('private-') || channel.startsWith('presence-')) {
            send(socket, {
              event: 'pusher_internal:subscription_error',
              channel,
              data: JSON.stringify({ type: 'AuthError', error: 'Only public channels are served', status: 403 }),
            });
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
