/**
 * An inline script in the shell's index.html that preloads the chunks start-up is sure to need,
 * so the browser fetches them beside main.js instead of learning of each only when the code
 * before it has run (three to four round trips in a row on a first visit). It runs after the
 * early requests (config, session check), which so come first on HTTP/1.1's six connections:
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
        const withSharedDeps = sharedDepsOf(compilation);
        const entryChunks = compilation.entrypoints.get('main').chunks;
        const startup = withSharedDeps(entryChunks);
        const filesOf = (chunks) =>
          scriptFiles(
            compilation,
            [...withSharedDeps(chunks)].filter((chunk) => !startup.has(chunk)),
          );
        const named = (names) =>
          names.flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`PreloadStartChunksPlugin: no chunk named ${name} (webpackChunkName)`);
            return group.chunks;
          });
        const start = {
          always: scriptFiles(
            compilation,
            [...startup].filter((chunk) => !entryChunks.includes(chunk)),
          ),
          signedIn: filesOf(named(this.chunkNames.signedIn)),
          signIn: filesOf(named(this.chunkNames.signIn)),
        };
        html.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, preloadStartScript(start)));
        return html;
      });
    });
  }
}

/** The chunks the federation runtime loads for a module block: its chunk group's. */
const blockChunks = (compilation, module) =>
  module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);

/**
 * A function giving `chunks` and, transitively, the chunks of the shared modules their modules
 * consume: the shell's own provider of each (what the runtime loads), not a consumer's fallback copy.
 */
function sharedDepsOf(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) {
    // _name: the share key, which webpack keeps in a field of its own.
    if (module.type === 'provide-module') providers.set(module._name, blockChunks(compilation, module));
  }
  return (chunks) => {
    const found = new Set();
    const pending = [...chunks];
    while (pending.length > 0) {
      const chunk = pending.pop();
      if (found.has(chunk)) continue;
      found.add(chunk);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        pending.push(...(providers.get(module.options.shareKey) ?? blockChunks(compilation, module)));
      }
    }
    return found;
  };
}

function scriptFiles(compilation, chunks) {
  const { publicPath } = compilation.outputOptions;
  return chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`));
}

/** The inline script; `portalEarly.token` (index.html's early requests) tells which start this is. */
function preloadStartScript(start) {
  return `(function (start) {
  var early = window.portalEarly;
  var preload = function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  };
  start.always.forEach(preload);
  (early.token ? start.signedIn : start.signIn).forEach(preload);
})(${JSON.stringify(start)});`;
}

module.exports = { PreloadStartChunksPlugin };
