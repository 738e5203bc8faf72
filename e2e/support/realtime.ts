/**
 * The page's real-time connection (Pusher protocol over a WebSocket to the API): an event is
 * delivered only to a page whose connection has joined the event's channel, so a test that
 * expects one waits for the joins before causing the event. The portal joins several private
 * channels, each once POST realtime-auth signed it, so a join of one says nothing of the others.
 */
import { expect, type Page, type WebSocket } from '@playwright/test';

type Frame = { event?: string; channel?: string; data?: { channel?: string; auth?: string } | string };

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
 * connects); the returned check passes once no authorization is pending, every signature the API
 * gave was sent with a subscription, and an open connection joined every channel it asked for.
 * (Signatures tie the two together: the request bodies of the API client are not visible here.)
 */
export function watchRealtime(page: Page): { joined: () => Promise<void> } {
  let pending = 0;
  const granted = new Set<string>();
  const sent = new Set<string>();
  const sockets = new Map<WebSocket, { asked: Set<string>; joined: Set<string> }>();

  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/realtime-auth')) return;
    pending++;
    void request
      .response()
      .then(async (response) => {
        if (response?.ok()) granted.add(((await response.json()) as { auth: string }).auth);
      })
      .catch(() => undefined)
      .finally(() => pending--);
  });
  page.on('websocket', (socket) => {
    const state = { asked: new Set<string>(), joined: new Set<string>() };
    sockets.set(socket, state);
    socket.on('framesent', ({ payload }) => {
      const frame = parse(payload);
      const data = typeof frame?.data === 'object' ? frame.data : undefined;
      if (!data?.channel) return;
      if (frame?.event === 'pusher:subscribe') {
        state.asked.add(data.channel);
        if (data.auth) sent.add(data.auth);
      }
      if (frame?.event === 'pusher:unsubscribe') {
        state.asked.delete(data.channel);
        state.joined.delete(data.channel);
      }
    });
    socket.on('framereceived', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.event === 'pusher_internal:subscription_succeeded' && frame.channel) state.joined.add(frame.channel);
    });
  });

  const allJoined = () =>
    pending === 0 &&
    granted.size > 0 &&
    [...granted].every((auth) => sent.has(auth)) &&
    [...sockets].some(([socket, { asked, joined }]) => !socket.isClosed() && asked.size > 0 && [...asked].every((c) => joined.has(c)));
  return {
    joined: () => expect.poll(allJoined, { message: 'an open connection joined every real-time channel the API authorized' }).toBe(true),
  };
}
