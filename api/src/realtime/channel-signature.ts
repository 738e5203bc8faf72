/**
 * The Pusher channel authorization signature: `<key>:<HMAC-SHA256 of "socket_id:channel" with
 * the app secret, hex>`. The API signs what a signed-in user may join (POST realtime-auth), and
 * the embedded endpoint joins a socket to a private channel only with a valid signature for that
 * very socket, so a signature copied from another connection is worthless.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type AppCredentials = { key: string; secret: string };

/** The `auth` value pusher-js sends with pusher:subscribe. */
export function signChannel({ key, secret }: AppCredentials, socketId: string, channel: string): string {
  return `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`;
}

export function isValidChannelSignature(credentials: AppCredentials, socketId: string, channel: string, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(credentials, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
