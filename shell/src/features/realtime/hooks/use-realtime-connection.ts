/**
 * The portal's one pusher-js connection while someone is signed in, or null before it exists.
 * Every channel is private: pusher-js asks POST realtime-auth for each subscription through the
 * shared API client, so the request carries whatever credentials the client sends for every
 * other call, and the API signs only channels the user's role may read.
 * pusher-js loads a moment after the frame is on screen: its code and connection would otherwise
 * compete with the first page's code and calls (on a slow phone: 0.4 s later first content).
 */
import { useEffect, useState } from 'react';
import type Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler } from 'pusher-js';
import { apiPost, getPortalConfig, type RealtimeAuthRequest, type RealtimeAuthResponse } from '@portal/shared';

const CONNECT_DELAY_MS = 2_000;

const authorizeChannel: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
  const request: RealtimeAuthRequest = { socket_id: socketId, channel_name: channelName };
  apiPost<RealtimeAuthResponse>('realtime-auth', request).then(
    (answer) => callback(null, answer),
    // pusher-js reports it on the channel as pusher:subscription_error and leaves the others joined.
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
  );
};

function connect(PusherClient: typeof Pusher): Pusher {
  const { realtime } = getPortalConfig();
  return new PusherClient(realtime.key, {
    cluster: realtime.cluster,
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    wssPort: realtime.wsPort,
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: { customHandler: authorizeChannel },
  });
}

/** `sessionKey` names the signed-in user (null: nobody); a new one is a new connection. */
export function useRealtimeConnection(sessionKey: number | null): Pusher | null {
  const [pusher, setPusher] = useState<Pusher | null>(null);

  useEffect(() => {
    if (sessionKey === null) return;
    let connection: Pusher | undefined;
    let unmounted = false;
    const connecting = setTimeout(() => {
      import('pusher-js')
        .then(({ default: PusherClient }) => {
          if (unmounted) return;
          connection = connect(PusherClient);
          setPusher(connection);
        })
        // Without the connection every page still works; it only stops updating live.
        .catch((error: unknown) => console.error('[Real-time]', error));
    }, CONNECT_DELAY_MS);
    return () => {
      unmounted = true;
      clearTimeout(connecting);
      connection?.disconnect();
      setPusher(null);
    };
  }, [sessionKey]);

  return pusher;
}
