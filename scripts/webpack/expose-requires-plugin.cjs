/**
 * Writes into each expose of a remote's mf-manifest.json the shared modules its code needs
 * before it can run (`requires`: the shared modules its chunks consume). The shell reads them
 * as soon as the manifest arrives and starts downloading its own copies beside the remote's
 * entry (shell/src/federation/preload-expose-requirements.ts); otherwise the remote asks for
 * each only once its entry has loaded and run, a round trip more before an area's page renders.
 * Federation's own `requires` lists only what the exposed file imports itself, and the manifest
 * leaves it out.
 */
const NAME = 'ExposeRequiresPlugin';
const MANIFEST = 'mf-manifest.json';

/** The share keys consumed by the chunks loaded with `chunk` (its chunk groups' chunks). */
function consumedWith(compilation, chunk) {
  const keys = new Set();
  for (const group of chunk.groupsIterable) {
    for (const groupChunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(groupChunk)) {
        if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
      }
    }
  }
  return [...keys].sort();
}

class ExposeRequiresPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The stage federation writes the manifest at; registered after it, before the precompressed copies.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) throw new Error(`${NAME}: no ${MANIFEST} to complete (is it registered after ModuleFederationPlugin?)`);
        const manifest = JSON.parse(asset.source.source().toString());
        for (const expose of manifest.exposes) {
          const [file] = expose.assets.js.sync;
          const chunk = [...compilation.chunks].find((candidate) => candidate.files.has(file));
          if (!chunk) throw new Error(`${NAME}: no chunk writes ${file} (expose ${expose.name})`);
          expose.requires = consumedWith(compilation, chunk);
        }
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { ExposeRequiresPlugin };
