/**
 * The requests index.html's inline scripts send before any bundle has loaded: the deploy-time
 * files and, when the token cookie is set, the session check and the manifest of the remote that
 * serves the page (scripts/webpack/preload-start-chunks.cjs). Start-up takes their answers here
 * instead of asking again, so none of them waits for the scripts (deploy-config.ts,
 * session-check.ts, remote-registry.ts). Each answer is taken once: whoever asks later asks the
 * network.
 */
import type { PortalConfig } from '@portal/shared';
import type { RemotesManifest } from '../federation/deploy-config';

type EarlyRequests = {
  config?: Promise<PortalConfig>;
  remotes?: Promise<RemotesManifest>;
  /** The token the session check was sent with. */
  token?: string;
  sessionCheck?: Promise<Response>;
  /** The manifest of the page's remote, with its URL from /remotes.json; undefined for a remote not deployed. */
  areaManifest?: Promise<{ url: string; answer: Promise<Response> } | undefined>;
};

const early = (): EarlyRequests => (window as { portalEarly?: EarlyRequests }).portalEarly ?? {};

export function takeEarly<K extends keyof EarlyRequests>(name: K): EarlyRequests[K] {
  const answer = early()[name];
  delete early()[name];
  return answer;
}
