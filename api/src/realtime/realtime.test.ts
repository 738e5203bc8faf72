import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import type { RealtimeAuthResponse, RealtimeConfig } from '@portal/shared/contract';
import { queryRows } from '../test/query-rows';
import { DEMO_USERS } from '../db/seed-data';
import { bearer, multipartBody, TINY_PNG, type DemoAccount } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';
import { signChannel } from './channel-signature';
import { createPusherPublisher } from './publisher';
import { ACTIVITY_TIMEOUT, rawText } from './pusher-endpoint';

const kit = setUpTestKit({ realPublisher: true });
let port: number;
/** A project dev2 sees (assigned or leading) and one they do not. */
let seenByDev2: number;
let hiddenFromDev2: number;

beforeAll(async () => {
  await kit.t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (kit.t.app.server.address() as AddressInfo).port;
  const visible = sql`(p.owner_id = ${DEMO_USERS.dev2.id} or p.hogarth_pm_id = ${DEMO_USERS.dev2.id}
    or p.teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev2.id}::int)
    or exists (select 1 from project_users pu where pu.project_id = p.id and pu.user_id = ${DEMO_USERS.dev2.id})
    or exists (select 1 from project_resources pr where pr.project_id = p.id and pr.user_id = ${DEMO_USERS.dev2.id}))`;
  const [seen] = await queryRows<{ id: number }>(kit.t.ctx.db, sql`select id from projects p where ${visible} order by id limit 1`);
  const [hidden] = await queryRows<{ id: number }>(kit.t.ctx.db, sql`select id from projects p where not ${visible} order by id limit 1`);
  seenByDev2 = Number(seen.id);
  hiddenFromDev2 = Number(hidden.id);
}, 60_000);

type Message = { event: string; channel?: string; data: unknown };

/** A raw protocol client: collects every message of one connection. */
async function openSocket(key = kit.t.config.pusherKey) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  const messages: Message[] = [];
  const seen: Message[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(rawText(raw)) as Message;
    messages.push(message);
    seen.push(message);
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
  const send = (message: object) => socket.send(JSON.stringify(message));
  return {
    socket,
    next,
    closed,
    send,
    /** Every message so far, after a ping's pong proved the server handled all that was sent before. */
    async settled() {
      send({ event: 'pusher:ping', data: {} });
      await next('pusher:pong');
      return seen;
    },
  };
}

/** A connection that completed the handshake, with its socket id. */
async function connect() {
  const client = await openSocket();
  const established = await client.next('pusher:connection_established');
  const { socket_id: socketId } = JSON.parse(established.data as string) as { socket_id: string };
  return { ...client, socketId };
}

async function authorize(account: DemoAccount | null, socketId: string, channel: string) {
  return kit.call(account, 'POST', 'realtime-auth', { socket_id: socketId, channel_name: channel });
}

async function subscribeAs(account: DemoAccount, client: Awaited<ReturnType<typeof connect>>, channel: string) {
  const response = await authorize(account, client.socketId, channel);
  expect(response.statusCode).toBe(200);
  client.send({ event: 'pusher:subscribe', data: { auth: response.json<RealtimeAuthResponse>().auth, channel } });
  return client.next('pusher_internal:subscription_succeeded');
}

const subscriptionError = (channel: string, status: number) => ({
  event: 'pusher:subscription_error',
  channel,
  data: expect.stringMatching(new RegExp(`"type":"AuthError".*"status":${status}`)) as unknown,
});

describe('the Pusher-protocol endpoint', () => {
  it('completes the handshake with a string payload and pongs', async () => {
    const client = await openSocket();
    const established = await client.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: ACTIVITY_TIMEOUT,
    });
    client.send({ event: 'pusher:ping', data: {} });
    expect((await client.next('pusher:pong')).event).toBe('pusher:pong');
    client.socket.close();
    await client.closed;
  });

  it('gives an unauthenticated socket nothing: public and unsigned private channels are refused, and no event arrives', async () => {
    const client = await connect();
    client.send({ event: 'pusher:subscribe', data: { auth: '', channel: 'portal' } });
    expect(await client.next('pusher:subscription_error')).toEqual(subscriptionError('portal', 403));
    for (const channel of ['private-portal', 'private-timesheet', `private-user.${DEMO_USERS.dev.id}`]) {
      client.send({ event: 'pusher:subscribe', data: { auth: '', channel } });
      expect(await client.next('pusher:subscription_error')).toEqual(subscriptionError(channel, 401));
    }
    expect(kit.t.hub.subscriberCount('portal')).toBe(0);

    for (const channel of ['portal', 'private-portal', 'private-timesheet', `private-user.${DEMO_USERS.dev.id}`]) {
      await kit.t.publisher.publish(channel, 'timesheet-update', { entryId: 3174, userId: DEMO_USERS.dev.id, projectId: 1 });
    }
    const received = await client.settled();
    expect(received.filter((m) => m.event === 'timesheet-update' || m.event === 'pusher_internal:subscription_succeeded')).toEqual([]);
    client.socket.close();
  });

  it('answers realtime-auth only to a signed-in user', async () => {
    const client = await connect();
    expect((await authorize(null, client.socketId, 'private-portal')).statusCode).toBe(401);
    expect((await authorize('dev', 'not-a-socket', 'private-portal')).statusCode).toBe(422);
    client.socket.close();
  });

  it('lets a signed-in user join the lookups channel with the signature the API gave, and delivers its events', async () => {
    const client = await connect();
    expect(await subscribeAs('dev2', client, 'private-portal')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'private-portal',
      data: '{}',
    });
    expect(kit.t.hub.subscriberCount('private-portal')).toBe(1);

    await kit.t.publisher.publish('private-portal', 'clients-update', { id: 7 });
    expect(await client.next('clients-update')).toEqual({ event: 'clients-update', channel: 'private-portal', data: '{"id":7}' });

    client.send({ event: 'pusher:unsubscribe', data: { channel: 'private-portal' } });
    await client.settled();
    expect(kit.t.hub.subscriberCount('private-portal')).toBe(0);
    client.socket.close();
    await client.closed;
  });

  it('authorizes each channel by role: the timesheet to full PMs, a user channel to its user, a project to who sees it', async () => {
    const { socketId } = await connect();
    const status = async (account: DemoAccount, channel: string) => (await authorize(account, socketId, channel)).statusCode;
    for (const account of ['pm', 'dev', 'dev2', 'limited', 'it', 'clientPm'] as const) {
      expect(await status(account, 'private-portal')).toBe(200);
      expect(await status(account, `private-user.${DEMO_USERS[account].id}`)).toBe(200);
      expect(await status(account, 'private-timesheet')).toBe(account === 'pm' ? 200 : 403);
    }
    expect(await status('dev2', `private-user.${DEMO_USERS.dev.id}`)).toBe(403);
    expect(await status('pm', `private-user.${DEMO_USERS.dev.id}`)).toBe(403);

    expect(await status('dev2', `private-project.${seenByDev2}`)).toBe(200);
    expect(await status('dev2', `private-project.${hiddenFromDev2}`)).toBe(403);
    expect(await status('pm', `private-project.${hiddenFromDev2}`)).toBe(200);
    expect(await status('it', `private-project.${seenByDev2}`)).toBe(403);

    // Names the portal never publishes on, the old public channel among them.
    for (const channel of [
      'portal',
      'private-anything',
      'private-user.',
      'private-user.01',
      'presence-portal',
      'private-project.999999999',
    ]) {
      expect(await status('pm', channel)).toBe(403);
    }
  });

  it('refuses a signature made for another socket, another channel or with another secret', async () => {
    const first = await connect();
    const second = await connect();
    const { auth } = (await authorize('pm', first.socketId, 'private-timesheet')).json<RealtimeAuthResponse>();

    second.send({ event: 'pusher:subscribe', data: { auth, channel: 'private-timesheet' } });
    expect(await second.next('pusher:subscription_error')).toEqual(subscriptionError('private-timesheet', 401));

    // The pm's signature for its own channel does not open dev's.
    const own = (await authorize('dev2', second.socketId, `private-user.${DEMO_USERS.dev2.id}`)).json<RealtimeAuthResponse>();
    second.send({ event: 'pusher:subscribe', data: { auth: own.auth, channel: `private-user.${DEMO_USERS.dev.id}` } });
    expect(await second.next('pusher:subscription_error')).toEqual(subscriptionError(`private-user.${DEMO_USERS.dev.id}`, 401));

    const forged = signChannel({ key: kit.t.config.pusherKey, secret: 'guessed' }, second.socketId, 'private-timesheet');
    second.send({ event: 'pusher:subscribe', data: { auth: forged, channel: 'private-timesheet' } });
    expect(await second.next('pusher:subscription_error')).toEqual(subscriptionError('private-timesheet', 401));

    await kit.t.publisher.publish('private-timesheet', 'timesheet-update', { entryId: 1, userId: 2, projectId: 3 });
    expect((await second.settled()).filter((m) => m.event === 'timesheet-update')).toEqual([]);
    first.socket.close();
    second.socket.close();
  });

  it('refuses an unknown app key with pusher:error 4001', async () => {
    const client = await openSocket('wrong-key');
    const error = await client.next('pusher:error');
    expect(error.data).toEqual({ code: 4001, message: expect.stringContaining('wrong-key') });
    expect(await client.closed).toBe(4001);
  });

  describe('with the real pusher-js client, authorized through realtime-auth', () => {
    function portalClient(account: DemoAccount) {
      return new Pusher(kit.t.config.pusherKey, {
        cluster: 'local',
        wsHost: '127.0.0.1',
        wsPort: port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: {
          customHandler: ({ socketId, channelName }, callback) => {
            authorize(account, socketId, channelName).then(
              (response) =>
                response.statusCode === 200
                  ? callback(null, response.json<RealtimeAuthResponse>())
                  : callback(new Error(`realtime-auth answered ${response.statusCode}`), null),
              (error: Error) => callback(error, null),
            );
          },
        },
      });
    }

    it('delivers users-update when a profile gets a new avatar', async () => {
      const pusher = portalClient('dev2');
      try {
        const channel = pusher.subscribe('private-portal');
        await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
        const received = new Promise<unknown>((resolve) => channel.bind('users-update', resolve));

        const body = multipartBody({}, { field: 'avatar', filename: 'me.png', contentType: 'image/png', data: TINY_PNG });
        const response = await kit.t.inject({
          method: 'POST',
          url: '/api/profile/update',
          headers: { ...bearer(kit.tokens.dev), ...body.headers },
          payload: body.payload,
        });
        expect(response.statusCode).toBe(200);
        expect(await received).toEqual({ id: DEMO_USERS.dev.id });
      } finally {
        pusher.disconnect();
      }
    });

    it("delivers a status change to a user who sees the project, and reports the refusal of a channel not of the user's role", async () => {
      const pusher = portalClient('dev2');
      try {
        const refused = pusher.subscribe('private-timesheet');
        const error = new Promise<unknown>((resolve) => refused.bind('pusher:subscription_error', resolve));
        const project = pusher.subscribe(`private-project.${seenByDev2}`);
        await new Promise<void>((resolve) => project.bind('pusher:subscription_succeeded', () => resolve()));
        expect(await error).toMatchObject({ type: 'AuthError', error: 'realtime-auth answered 403' });

        const received = new Promise<unknown>((resolve) => project.bind('project-update', resolve));
        await kit.t.publisher.publish(`private-project.${seenByDev2}`, 'project-update', { project_id: seenByDev2, part: 'status' });
        expect(await received).toEqual({ project_id: seenByDev2, part: 'status' });
      } finally {
        pusher.disconnect();
      }
    });
  });

  it('tells the portal where to connect', async () => {
    const response = await kit.call('pm', 'GET', 'realtime-config');
    expect(response.json<RealtimeConfig>()).toEqual({
      key: 'portal-key',
      wsHost: 'localhost',
      wsPort: 4000,
      forceTLS: false,
      cluster: 'local',
    });
    expect((await kit.call(null, 'GET', 'realtime-config')).statusCode).toBe(401);
  });
});

describe('a Pusher-compatible service, through the pusher server library', () => {
  const service = { appId: '42', key: 'service-key', secret: 'service-secret', useTLS: false };

  it('posts the event to the configured service', async () => {
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
      const publisher = createPusherPublisher({ ...service, host: '127.0.0.1', port: String((server.address() as AddressInfo).port) });
      await publisher.publish('private-portal', 'brands-update', { id: 3 });
      expect(requests).toHaveLength(1);
      expect(requests[0].url).toMatch(/^\/apps\/42\/events\?.*auth_key=service-key.*auth_signature=/);
      expect(JSON.parse(requests[0].body)).toEqual({ name: 'brands-update', channels: ['private-portal'], data: '{"id":3}' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("signs subscriptions as the library does, so the embedded endpoint checks Pusher's own signature", () => {
    const publisher = createPusherPublisher({ ...service, host: '127.0.0.1' });
    expect(publisher.authorizeChannel('123.456', 'private-timesheet')).toEqual({
      auth: signChannel({ key: service.key, secret: service.secret }, '123.456', 'private-timesheet'),
    });
  });
});
