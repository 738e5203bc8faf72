/**
 * The two deploy-time files the shell reads before anything renders: /config.json (API and
 * real-time addresses) and /remotes.json (remote name -> URL of its mf-manifest.json).
 * Changing either re-points the portal without rebuilding anything.
 */
import type { PortalConfig } from '@portal/shared';

export type RemotesManifest = Record<string, string>;

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function loadDeployConfig(): Promise<{ config: PortalConfig; remotes: RemotesManifest }> {
  const [config, remotes] = await Promise.all([fetchJson<PortalConfig>('/config.json'), fetchJson<RemotesManifest>('/remotes.json')]);
  return { config, remotes };
}
