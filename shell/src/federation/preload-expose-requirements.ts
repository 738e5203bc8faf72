/**
 * Federation runtime plugin of the shell: as soon as a remote's manifest has arrived, the shell's
 * copies of the shared modules a requested expose needs start downloading, beside the remote's
 * entry. Each remote's build lists them in its manifest (`requires` of each expose:
 * scripts/webpack/expose-requires-plugin.cjs); without this, the remote asks for each only once
 * its entry has loaded and run, a round trip more before an area's page can render.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ManifestExpose = { path: string; requires?: string[] };
type ShareScope = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterLoadManifest']>>[0]['origin']['shareScopeMap'][string];

// Federation's runtime plugins are factories exported by default.
export default function preloadExposeRequirements(): ModuleFederationRuntimePlugin {
  /** Per remote: the exposes asked for, and the manifest's exposes once it has arrived. */
  const wanted = new Map<string, Set<string>>();
  const manifests = new Map<string, ManifestExpose[]>();
  const preloaded = new Set<string>();

  function preload(remote: string, shareScope: ShareScope = {}): void {
    for (const expose of manifests.get(remote) ?? []) {
      if (!wanted.get(remote)?.has(expose.path)) continue;
      for (const shareKey of expose.requires ?? []) {
        // Only the shell's own copies: what a remote would get from another remote loads as before.
        const copy = Object.values(shareScope[shareKey] ?? {}).find((candidate) => candidate.from === 'shell');
        if (!copy || preloaded.has(shareKey)) continue;
        preloaded.add(shareKey);
        // A failed download is the remote's to report when it asks for the module itself.
        Promise.resolve()
          .then(() => copy.get())
          .catch(() => preloaded.delete(shareKey));
      }
    }
  }

  return {
    name: 'preload-expose-requirements',
    afterMatchRemote({ remote, expose, origin }) {
      if (!remote || !expose) return;
      wanted.set(remote.name, (wanted.get(remote.name) ?? new Set()).add(expose));
      preload(remote.name, origin.shareScopeMap.default);
    },
    afterLoadManifest({ moduleInfo, manifestJson, origin }) {
      if (!manifestJson) return;
      manifests.set(moduleInfo.name, manifestJson.exposes as ManifestExpose[]);
      preload(moduleInfo.name, origin.shareScopeMap.default);
    },
  };
}
