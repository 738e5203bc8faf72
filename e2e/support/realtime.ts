/**
 * The page's real-time connection (Pusher protocol over a WebSocket to the API): an event is
 * delivered only to a page whose connection has joined the channel, so a test that expects one
 * waits for the join before causing the event.
 */
import { expect, type Page, type WebSocket } from '@playwright/test';

const JOINED = 'pusher_internal:subscription_succeeded';

/**
 * Starts watching the page's WebSockets (call it before the page connects); the returned check
 * passes once an open connection has joined the channel.
 */
export function watchRealtime(page: Page): { joined: () => Promise<void> } {
  const joined = new Set<WebSocket>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes(JOINED)) joined.add(socket);
    }),
  );
  return {
    joined: () =>
      expect
        .poll(() => [...joined].some((socket) => !socket.isClosed()), { message: 'an open connection joined the real-time channel' })
        .toBe(true),
  };
}
