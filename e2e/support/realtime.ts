/**
 * The page's real-time connection (Pusher protocol over a WebSocket to the API): an event is
 * delivered only to a page whose connection has joined the event's channel, so a test that
 * expects one waits for the joins before causing the event. The portal joins several private
 * channels, each once POST realtime-auth signed it, so a join of one says nothing of the others.
 */
import { expect, type Page, type WebSocket } from '@playwright/test';

type Frame = { event?: string; channel?: string; data?: { channel?: string } | string };

function parse(payload: string | Buffer): Frame | null {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as Frame;
  } catch {
    return null;
  }
}

/**
 * Starts watching the page's channel authorizations and WebSockets (call it before the page
 * connects); the returned check passes once no authorization is pending and an open connection
 * has joined every channel the API authorized (at least one).
 */
export function watchRealtime(page: Page): { joined: () => Promise<void> } {
  const authorized = new Map<string, 'pending' | 'granted' | 'refused'>();
  const sockets = new Map<WebSocket, Set<string>>();

  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/realtime-auth')) return;
    const channel = (request.postDataJSON() as { channel_name?: string } | null)?.channel_name;
    if (!channel) return;
    authorized.set(channel, 'pending');
    void request
      .response()
      .then((response) => authorized.set(channel, response?.ok() ? 'granted' : 'refused'))
      .catch(() => authorized.set(channel, 'refused'));
  });
  page.on('websocket', (socket) => {
    const joined = new Set<string>();
    sockets.set(socket, joined);
    socket.on('framesent', ({ payload }) => {
      const frame = parse(payload);
      const channel = typeof frame?.data === 'object' ? frame.data.channel : undefined;
      if (frame?.event === 'pusher:unsubscribe' && channel) {
        authorized.delete(channel);
        joined.delete(channel);
      }
    });
    socket.on('framereceived', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.event === 'pusher_internal:subscription_succeeded' && frame.channel) joined.add(frame.channel);
    });
  });

  const allJoined = () => {
    const states = [...authorized.values()];
    if (states.length === 0 || states.includes('pending')) return false;
    const granted = [...authorized].filter(([, state]) => state === 'granted').map(([channel]) => channel);
    return [...sockets].some(([socket, joined]) => !socket.isClosed() && granted.length > 0 && granted.every((c) => joined.has(c)));
  };
  return {
    joined: () => expect.poll(allJoined, { message: 'an open connection joined every real-time channel the API authorized' }).toBe(true),
  };
}
