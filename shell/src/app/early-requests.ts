/**
 * The requests index.html's inline script sends before any bundle has loaded: the deploy-time
 * files and, when the API's session marker cookie (portal_session) is set, the session check,
 * which carries the HttpOnly token cookie as every same-origin call does. Start-up takes their answers here
 * instead of asking again, so none of them waits for the scripts (deploy-config.ts,
 * session-check.ts). Each answer is taken once: whoever asks later asks the network.
 */
import type { PortalConfig } from '@portal/shared';
import type { RemotesManifest } from '../federation/deploy-config';

type EarlyRequests = {
  config?: Promise<PortalConfig>;
  remotes?: Promise<RemotesManifest>;
  /** The marker cookie was there: the start-up preloads are the signed-in frame's. */
  signedIn?: boolean;
  sessionCheck?: Promise<Response>;
};

const early = (): EarlyRequests => (window as { portalEarly?: EarlyRequests }).portalEarly ?? {};

export function takeEarly<K extends keyof EarlyRequests>(name: K): EarlyRequests[K] {
  const answer = early()[name];
  delete early()[name];
  return answer;
}
