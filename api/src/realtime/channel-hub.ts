/**
 * The embedded Pusher Channels server's state: which socket listens to which private channel,
 * and the fan-out of published events to them (protocol 7 message shapes).
 */
import type { WebSocket } from 'ws';

export type ChannelHub = {
  subscribe(channel: string, socket: WebSocket): void;
  unsubscribe(channel: string, socket: WebSocket): void;
  /** Removes a closed socket from every channel. */
  forget(socket: WebSocket): void;
  /** Sends an event to every subscriber; `data` is JSON-encoded into a string as the protocol wants. */
  broadcast(channel: string, event: string, data: unknown): number;
  subscriberCount(channel: string): number;
};

export function createChannelHub(): ChannelHub {
  const channels = new Map<string, Set<WebSocket>>();
  return {
    subscribe(channel, socket) {
      let sockets = channels.get(channel);
      if (!sockets) channels.set(channel, (sockets = new Set()));
      sockets.add(socket);
    },
    unsubscribe(channel, socket) {
      const sockets = channels.get(channel);
      sockets?.delete(socket);
      if (sockets && sockets.size === 0) channels.delete(channel);
    },
    forget(socket) {
      for (const [channel, sockets] of channels) {
        sockets.delete(socket);
        if (sockets.size === 0) channels.delete(channel);
      }
    },
    broadcast(channel, event, data) {
      const sockets = channels.get(channel);
      if (!sockets) return 0;
      const message = JSON.stringify({ event, channel, data: JSON.stringify(data ?? {}) });
      let sent = 0;
      for (const socket of sockets) {
        if (socket.readyState === socket.OPEN) {
          socket.send(message);
          sent++;
        }
      }
      return sent;
    },
    subscriberCount(channel) {
      return channels.get(channel)?.size ?? 0;
    },
  };
}
