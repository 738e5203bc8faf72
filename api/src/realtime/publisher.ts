/**
 * Publishing real-time events: to the embedded Pusher-protocol endpoint by default, or through
 * the official `pusher` server library to a Pusher-compatible service when one is configured.
 */
import Pusher from 'pusher';
import type { PusherServerConfig } from '../config';
import type { ChannelHub } from './channel-hub';

export type Publisher = {
  publish(channel: string, event: string, data: unknown): Promise<void>;
};

export function createHubPublisher(hub: ChannelHub): Publisher {
  return {
    async publish(channel, event, data) {
      hub.broadcast(channel, event, data);
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
    async publish(channel, event, data) {
      await pusher.trigger(channel, event, data ?? {});
    },
  };
}
