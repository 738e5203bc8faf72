/**
 * Preload links in the shell's index.html for the chunks start-up is sure to need, so the browser
 * fetches them beside main.js instead of learning of each only when the code before it has run
 * (three to four round trips in a row on a first visit):
 *
 * - always: the chunks of the shared modules main.js consumes (React, the framework chunk);
 * - for a returning user (the token cookie is set): the signed-in frame's named chunks;
 * - otherwise: the sign-in page's.
 *
 * A chunk comes with the chunks of the shared modules it consumes, and theirs in turn: the
 * federation runtime loads those before the chunk's code runs, one level at a time.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadStartChunksPlugin {
  /** @param {{ signedIn: string[], signIn: string[] }} chunkNames named chunks (webpackChunkName) of each start */
  constructor(chunkNames) {
    this.chunkNames = chunkNames;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (html) => {
        const withSharedDeps = (chunks) => chunksWithSharedDeps(compilation.chunkGraph, chunks);
        const entryChunks = compilation.entrypoints.get('main').chunks;
        const startup = withSharedDeps(entryChunks);
        const filesOf = (names) => {
          const chunks = names.flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`PreloadStartChunksPlugin: no chunk named ${name} (webpackChunkName)`);
            return group.chunks;
          });
          return scriptFiles(
            compilation,
            [...withSharedDeps(chunks)].filter((chunk) => !startup.has(chunk)),
          );
        };
        const preload = (href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href });
        const byStart = { signedIn: filesOf(this.chunkNames.signedIn), signIn: filesOf(this.chunkNames.signIn) };
        const startupChunks = [...startup].filter((chunk) => !entryChunks.includes(chunk));
        html.headTags.push(
          ...scriptFiles(compilation, startupChunks).map(preload),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, preloadStartScript(byStart)),
        );
        return html;
      });
    });
  }
}

/** `chunks` and, transitively, the chunks of the shared modules their modules consume. */
function chunksWithSharedDeps(chunkGraph, chunks) {
  const found = new Set();
  const pending = [...chunks];
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (found.has(chunk)) continue;
    found.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) pending.push(...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
    }
  }
  return found;
}

function scriptFiles(compilation, chunks) {
  const { publicPath } = compilation.outputOptions;
  return chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`));
}

/** The inline script choosing the start's preloads; it runs after index.html's early requests (`portalEarly`). */
function preloadStartScript(byStart) {
  return `(function (byStart) {
  var files = window.portalEarly && window.portalEarly.token ? byStart.signedIn : byStart.signIn;
  files.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  });
})(${JSON.stringify(byStart)});`;
}

module.exports = { PreloadStartChunksPlugin };
