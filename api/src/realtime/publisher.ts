/**
 * The real-time server as the routes see it: publishing events and signing channel
 * subscriptions. The embedded Pusher-protocol endpoint by default (with DATABASE_URL, fanned out
 * to every API instance through PostgreSQL), or the official `pusher` server library for a
 * Pusher-compatible service when one is configured.
 */
import Pusher from 'pusher';
import type { PusherServerConfig } from '../config';
import type { ChannelHub } from './channel-hub';
import { signChannel, type AppCredentials } from './channel-signature';
import type { PostgresFanout } from './postgres-fanout';

/** One channel, or every channel one change concerns: they go out together (one NOTIFY, one Pusher request). */
export type Channels = string | readonly string[];

export const channelList = (channels: Channels): readonly string[] => (typeof channels === 'string' ? [channels] : channels);

export type Publisher = {
  publish(channels: Channels, event: string, data: unknown): Promise<void>;
  /** The `auth` pusher-js needs to join a private channel on this socket (the caller decided it may). */
  authorizeChannel(socketId: string, channel: string): { auth: string };
};

export function createHubPublisher(hub: ChannelHub, credentials: AppCredentials): Publisher {
  return {
    async publish(channels, event, data) {
      for (const channel of channelList(channels)) hub.broadcast(channel, event, data);
    },
    authorizeChannel(socketId, channel) {
      return { auth: signChannel(credentials, socketId, channel) };
    },
  };
}

/** The embedded endpoint of one of several instances: every instance's sockets get the event. */
export function createFanoutPublisher(fanout: PostgresFanout, credentials: AppCredentials): Publisher {
  return {
    publish: (channels, event, data) => fanout.publish(channelList(channels), event, data),
    authorizeChannel(socketId, channel) {
      return { auth: signChannel(credentials, socketId, channel) };
    },
  };
}

export function createPusherPublisher(config: PusherServerConfig): Publisher {
  const pusher = new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    useTLS: config.useTLS,
    ...(config.host ? { host: config.host } : { cluster: config.cluster ?? 'mt1' }),
    ...(config.port ? { port: config.port } : {}),
  });
  return {
    async publish(channels, event, data) {
      await pusher.trigger([...channelList(channels)], event, data ?? {});
    },
    authorizeChannel(socketId, channel) {
      return { auth: pusher.authorizeChannel(socketId, channel).auth };
    },
  };
}
