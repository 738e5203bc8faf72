import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from '@jest/globals';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import type { RealtimeConfig } from '@portal/shared/contract';
import { DEMO_USERS } from '../db/seed-data';
import { bearer, multipartBody, TINY_PNG } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';
import { ACTIVITY_TIMEOUT, rawText } from './pusher-endpoint';
import { createPusherPublisher } from './publisher';

const kit = setUpTestKit({ signedOut: true, realPublisher: true });
let port: number;

beforeAll(async () => {
  await kit.t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (kit.t.app.server.address() as AddressInfo).port;
}, 60_000);

/** A raw protocol client: collects every message of one connection. */
async function openSocket(key = kit.t.config.pusherKey) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  type Message = { event: string; channel?: string; data: unknown };
  const messages: Message[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    messages.push(JSON.parse(rawText(raw)) as Message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = async (event: string) => {
    for (;;) {
      const found = messages.find((m) => m.event === event);
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve, reject) => {
        waiters.push(resolve);
        setTimeout(() => reject(new Error(`no ${event} within 3 s`)), 3000).unref();
      });
    }
  };
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { socket, next, closed, send: (message: object) => socket.send(JSON.stringify(message)) };
}

describe('the Pusher-protocol endpoint', () => {
  it('completes the handshake with a string payload, subscribes, pongs and unsubscribes', async () => {
    const client = await openSocket();
    const established = await client.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    const data: unknown = JSON.parse(established.data as string);
    expect(data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: ACTIVITY_TIMEOUT });

    client.send({ event: 'pusher:subscribe', data: { auth: '', channel: 'portal' } });
    expect(await client.next('pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'portal',
      data: '{}',
    });
    expect(kit.t.hub.subscriberCount('portal')).toBe(1);

    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next('pusher:pong')).event).toBe('pusher:pong');

    await kit.t.publisher.publish('portal', 'clients-update', { id: 7 });
    expect(await client.next('clients-update')).toEqual({ event: 'clients-update', channel: 'portal', data: '{"id":7}' });

    client.send({ event: 'pusher:unsubscribe', data: { channel: 'portal' } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    expect(kit.t.hub.subscriberCount('portal')).toBe(0);

    client.socket.close();
    await client.closed;
  });

  it('refuses an unknown app key with pusher:error 4001', async () => {
    const client = await openSocket('wrong-key');
    const error = await client.next('pusher:error');
    expect(error.data).toEqual({ code: 4001, message: expect.stringContaining('wrong-key') });
    expect(await client.closed).toBe(4001);
  });

  it('delivers users-update to the real pusher-js client when a profile gets a new avatar', async () => {
    const pusher = new Pusher(kit.t.config.pusherKey, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    try {
      const channel = pusher.subscribe('portal');
      await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
      expect(pusher.connection.state).toBe('connected');
      const received = new Promise<unknown>((resolve) => channel.bind('users-update', resolve));

      const token = await kit.t.login(DEMO_USERS.dev.email);
      const body = multipartBody({}, { field: 'avatar', filename: 'me.png', contentType: 'image/png', data: TINY_PNG });
      const response = await kit.t.inject({
        method: 'POST',
        url: '/api/profile/update',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
      expect(await received).toEqual({ id: DEMO_USERS.dev.id });
    } finally {
      pusher.disconnect();
    }
  });

  it('tells the portal where to connect', async () => {
    const token = await kit.t.login(DEMO_USERS.pm.email);
    const response = await kit.t.inject({ method: 'GET', url: '/api/realtime-config', headers: bearer(token) });
    expect(response.json<RealtimeConfig>()).toEqual({
      key: 'portal-key',
      wsHost: 'localhost',
      wsPort: 4000,
      forceTLS: false,
      cluster: 'local',
    });
    expect((await kit.t.inject({ method: 'GET', url: '/api/realtime-config' })).statusCode).toBe(401);
  });
});

describe('publishing through the pusher server library', () => {
  it('posts the event to the configured Pusher-compatible service', async () => {
    const requests: { url: string; body: string }[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        requests.push({ url: request.url ?? '', body });
        response.setHeader('content-type', 'application/json');
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const publisher = createPusherPublisher({
        appId: '42',
        key: 'service-key',
        secret: 'service-secret',
        host: '127.0.0.1',
        port: String((server.address() as AddressInfo).port),
        useTLS: false,
      });
      await publisher.publish('portal', 'brands-update', { id: 3 });
      expect(requests).toHaveLength(1);
      expect(requests[0].url).toMatch(/^\/apps\/42\/events\?.*auth_key=service-key.*auth_signature=/);
      expect(JSON.parse(requests[0].body)).toEqual({ name: 'brands-update', channels: ['portal'], data: '{"id":3}' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
