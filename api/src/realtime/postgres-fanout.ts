/**
 * Live events across several API instances on one PostgreSQL (DATABASE_URL): each instance
 * sends what it publishes to its own sockets at once and to the others through NOTIFY on one
 * channel, and LISTENs there for theirs. A browser's socket is held by one instance while its
 * saves may reach any, so without this a change saved through one instance would never reach
 * the pages connected to another.
 *
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more, and an event's data has no bound
 * (a lookup's rows may ride along), so every message is sent as base64 in parts well below it,
 * all parts in one transaction: they are delivered together, and a receiver joins them by the
 * message's id before handing the event to its hub. Base64 keeps the parts plain ASCII, so a
 * cut never splits a character.
 *
 * A notification sent while an instance's listening connection is down (postgres-js reconnects
 * it by itself) is lost for that instance's sockets, as an event is lost for a browser that is
 * offline: the portal's pages refetch when their connection comes back.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import type { ChannelHub } from './channel-hub';

/** The PostgreSQL channel every instance of one database listens on. */
export const FANOUT_CHANNEL = 'portal_realtime';
/** Base64 characters per NOTIFY: with the header, far below the 8000-byte payload limit. */
export const PART_CHARS = 7000;
/** Parts of a message whose other parts never came (an instance stopped mid-send) are dropped after this. */
const INCOMPLETE_AFTER_MS = 60_000;

/** One change's event on every channel it concerns: one message, so one NOTIFY for all of them. */
type Event = { channels: readonly string[]; event: string; data: unknown };

export type PostgresFanout = {
  /** Sends the event to this instance's sockets and, through PostgreSQL, to every other instance's. */
  publish(channels: readonly string[], event: string, data: unknown): Promise<void>;
  /** Resolves once this instance listens: events published by others after that reach its sockets. */
  ready: Promise<void>;
  close(): Promise<void>;
};

/** "<instance> <message> <part> <parts> <base64>": the header is what a receiver needs to join the parts. */
export function messageParts(instance: string, message: string, event: Event): string[] {
  const encoded = Buffer.from(JSON.stringify(event), 'utf8').toString('base64');
  const count = Math.max(1, Math.ceil(encoded.length / PART_CHARS));
  return Array.from(
    { length: count },
    (_, i) => `${instance} ${message} ${i} ${count} ${encoded.slice(i * PART_CHARS, (i + 1) * PART_CHARS)}`,
  );
}

export function createPostgresFanout(databaseUrl: string, hub: ChannelHub, onError: (error: unknown) => void): PostgresFanout {
  const instance = randomUUID();
  // One connection to send; postgres-js listens on a dedicated connection of its own.
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  const incomplete = new Map<string, { parts: string[]; received: number; since: number }>();

  const receive = (payload: string) => {
    const [from, message, index, count, part] = payload.split(' ');
    // Our own events went to our sockets when they were published.
    if (from === instance || part === undefined) return;
    const total = Number(count);
    let entry = incomplete.get(message);
    if (!entry) incomplete.set(message, (entry = { parts: new Array<string>(total), received: 0, since: Date.now() }));
    if (entry.parts[Number(index)] === undefined) entry.received++;
    entry.parts[Number(index)] = part;
    if (entry.received < total) return;
    incomplete.delete(message);
    try {
      const event = JSON.parse(Buffer.from(entry.parts.join(''), 'base64').toString('utf8')) as Event;
      for (const channel of event.channels) hub.broadcast(channel, event.event, event.data);
    } catch (error) {
      onError(error);
    }
  };

  const sweep = setInterval(() => {
    const limit = Date.now() - INCOMPLETE_AFTER_MS;
    for (const [message, entry] of incomplete) if (entry.since < limit) incomplete.delete(message);
  }, INCOMPLETE_AFTER_MS);
  sweep.unref();

  const listening = sql.listen(FANOUT_CHANNEL, receive);

  return {
    ready: listening.then(() => undefined),
    async publish(channels, event, data) {
      for (const channel of channels) hub.broadcast(channel, event, data);
      const parts = messageParts(instance, randomUUID(), { channels, event, data: data ?? {} });
      if (parts.length === 1) {
        await sql`select pg_notify(${FANOUT_CHANNEL}, ${parts[0]})`;
        return;
      }
      await sql.begin(async (tx) => {
        for (const part of parts) await tx`select pg_notify(${FANOUT_CHANNEL}, ${part})`;
      });
    },
    async close() {
      clearInterval(sweep);
      await sql.end({ timeout: 5 });
    },
  };
}
