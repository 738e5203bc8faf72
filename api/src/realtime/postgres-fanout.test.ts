/**
 * Two API instances on one PostgreSQL (TEST_DATABASE_URL, `pnpm test:api:pg`): an event published
 * by one reaches a socket held by the other, once, whatever its size (NOTIFY payloads stop
 * below 8000 bytes). PGlite runs in one process, where there is nothing to fan out: skipped there.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import type { ProfileUpdateResponse, RealtimeAuthResponse } from '@portal/shared/contract';
import { buildApp, type BuiltApp } from '../app';
import { DEMO_USERS } from '../db/seed-data';
import { bearer, multipartBody, TINY_PNG } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';
import { rawText } from './pusher-endpoint';

const databaseUrl = process.env.TEST_DATABASE_URL;

type Message = { event: string; channel?: string; data: string };

/** A raw protocol client on one instance's port: every message it got, and a wait for the next of a kind. */
async function openSocket(port: number, key: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
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
        setTimeout(() => reject(new Error(`no ${event} within 10 s`)), 10_000).unref();
      });
    }
  };
  const established = await next('pusher:connection_established');
  const { socket_id: socketId } = JSON.parse(established.data) as { socket_id: string };
  return { socket, socketId, messages, next, send: (message: object) => socket.send(JSON.stringify(message)) };
}

(databaseUrl ? describe : describe.skip)('on PostgreSQL (TEST_DATABASE_URL): live events across two instances', () => {
  // Both instances sign subscriptions with one secret, as PUSHER_SECRET gives them in a deploy:
  // a browser may be signed by one and connected to the other.
  const kit = setUpTestKit({ realPublisher: true, config: { databaseUrl, pusherSecret: 'one-secret-for-every-instance' } });
  let other: BuiltApp;
  let otherPort: number;
  let ownPort: number;

  beforeAll(async () => {
    await kit.t.app.listen({ host: '127.0.0.1', port: 0 });
    ownPort = (kit.t.app.server.address() as AddressInfo).port;
    other = await buildApp({ db: kit.t.database.db, config: kit.t.config, now: () => kit.now });
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    otherPort = (other.app.server.address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    await other?.app.close();
  });

  /** A socket on an instance's port, subscribed to `channel` with the signature this instance gave. */
  async function subscribed(channel: string, port = otherPort) {
    const client = await openSocket(port, kit.t.config.pusherKey);
    const auth = await kit.call('pm', 'POST', 'realtime-auth', { socket_id: client.socketId, channel_name: channel });
    expect(auth.statusCode).toBe(200);
    client.send({ event: 'pusher:subscribe', data: { auth: auth.json<RealtimeAuthResponse>().auth, channel } });
    await client.next('pusher_internal:subscription_succeeded');
    return client;
  }

  it("brings a change saved through one instance to a socket of the other, and to the saver's own sockets once", async () => {
    const onOther = await subscribed('private-portal');
    const onSame = await subscribed('private-portal', ownPort);

    const token = await kit.t.login('dev2@agency.test');
    const body = multipartBody({}, { field: 'avatar', filename: 'me.png', contentType: 'image/png', data: TINY_PNG });
    const saved = await kit.t.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ProfileUpdateResponse>().avatar).toBeTruthy();

    expect(await onOther.next('users-update')).toEqual({
      event: 'users-update',
      channel: 'private-portal',
      data: JSON.stringify({ id: DEMO_USERS.dev2.id }),
    });
    expect((await onSame.next('users-update')).data).toBe(JSON.stringify({ id: DEMO_USERS.dev2.id }));
    // Its own notification comes back to the saver too: it must not reach its sockets a second time.
    await kit.t.publisher.publish('private-portal', 'clients-update', { id: 1 });
    await onOther.next('clients-update');
    await onSame.next('clients-update');
    expect(onSame.messages.filter((m) => m.event === 'users-update')).toEqual([]);
    onOther.socket.close();
    onSame.socket.close();
  });

  it("brings one change published on several channels to the other instance's sockets on each of them", async () => {
    const onTimesheet = await subscribed('private-timesheet');
    const onPortal = await subscribed('private-portal');
    await kit.t.publisher.publish(['private-timesheet', 'private-portal'], 'timesheet-update', { entryId: 5 });
    expect(JSON.parse((await onTimesheet.next('timesheet-update')).data)).toEqual({ entryId: 5 });
    expect(JSON.parse((await onPortal.next('timesheet-update')).data)).toEqual({ entryId: 5 });
    onTimesheet.socket.close();
    onPortal.socket.close();
  });

  it('delivers an event far above the 8000-byte NOTIFY limit whole, with its non-ASCII text intact, exactly once', async () => {
    const onOther = await subscribed('private-timesheet');
    const rows = Array.from({ length: 600 }, (_, i) => ({ id: i, title: `Überstunden – Projekt №${i} ✓` }));
    await kit.t.publisher.publish('private-timesheet', 'timesheet-update', { rows });
    const received = await onOther.next('timesheet-update');
    expect(Buffer.byteLength(received.data)).toBeGreaterThan(3 * 8000);
    expect(JSON.parse(received.data)).toEqual({ rows });

    // A small event after it proves nothing else was queued: the big one came once.
    await kit.t.publisher.publish('private-timesheet', 'timesheet-update', { rows: [] });
    expect(JSON.parse((await onOther.next('timesheet-update')).data)).toEqual({ rows: [] });
    expect(onOther.messages.filter((m) => m.event === 'timesheet-update')).toEqual([]);
    onOther.socket.close();
  });
});
