/**
 * The real-time connection's calls: GET realtime-config (what pusher-js needs to connect) and
 * POST realtime-auth (pusher-js's channel authorization: the socket and the private channel it
 * wants to join, answered with the Pusher signature of both).
 */
import { Type } from 'typebox';
import { GivenText } from './auth';

export const RealtimeConfigSchema = Type.Object({
  key: Type.String(),
  wsHost: Type.String(),
  wsPort: Type.Integer(),
  forceTLS: Type.Boolean(),
  cluster: Type.String(),
});

export const RealtimeAuthRequestSchema = Type.Object({
  /** Pusher's socket ids: two numbers joined by a dot. */
  socket_id: GivenText(41, {
    pattern: '^\\d{1,20}\\.\\d{1,20}$',
    'x-messages': {
      pattern: 'The :attribute field is not a Pusher socket id.',
      maxLength: 'The :attribute field is not a Pusher socket id.',
    },
  }),
  channel_name: GivenText(200),
});
export const RealtimeAuthResponseSchema = Type.Object({ auth: Type.String() });
