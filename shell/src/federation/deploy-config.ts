/**
 * The two deploy-time files the shell reads before anything renders: /config.json (API and
 * real-time addresses) and /remotes.json (remote name -> URL of its mf-manifest.json).
 * Changing either re-points the portal without rebuilding anything. index.html asks for both
 * before the scripts load (early-requests.ts); the static server marks them no-cache, so a
 * redeployed file is always seen.
 */
import type { PortalConfig } from '@portal/shared';
import { takeEarly } from '../app/early-requests';

export type RemotesManifest = Record<string, string>;

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function loadDeployConfig(): Promise<{ config: PortalConfig; remotes: RemotesManifest }> {
  const [config, remotes] = await Promise.all([
    takeEarly('config') ?? fetchJson<PortalConfig>('/config.json'),
    takeEarly('remotes') ?? fetchJson<RemotesManifest>('/remotes.json'),
  ]);
  return { config, remotes };
}
