/**
 * Preload links in the shell's index.html for the chunks start-up is sure to need, so the browser
 * fetches them beside main.js instead of learning of each only when the code before it has run
 * (three to four round trips in a row on a first visit):
 *
 * - always: the chunks of the shared modules main.js consumes (React, the framework chunk);
 * - for a returning user (the token cookie is set): the signed-in frame's named chunks, and the
 *   area of the page's path: its remote's manifest (early-requests.ts hands it to the federation
 *   runtime), then the remote's entry and the page's module from it;
 * - otherwise: the sign-in page's.
 *
 * A chunk comes with the chunks of the shared modules it consumes, and theirs in turn: the
 * federation runtime loads those before the chunk's code runs, one level at a time.
 */
const path = require('node:path');
const { transformFileSync } = require('@swc/core');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadStartChunksPlugin {
  /**
   * @param {object} options
   * @param {{ signedIn: string[], signIn: string[] }} options.chunkNames named chunks (webpackChunkName) of each start
   * @param {string} options.routeTable the module exporting AREA_ROUTES (path, remote, module of each area's page)
   */
  constructor({ chunkNames, routeTable }) {
    this.chunkNames = chunkNames;
    this.routeTable = routeTable;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (html) => {
        const entryChunks = compilation.entrypoints.get('main').chunks;
        const startup = chunksWithSharedDeps(compilation.chunkGraph, entryChunks);
        const filesOf = (chunks) =>
          scriptFiles(
            compilation,
            [...chunksWithSharedDeps(compilation.chunkGraph, chunks)].filter((chunk) => !startup.has(chunk)),
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
          areaRoutes: areaRoutes(this.routeTable).map(({ path: route, remote, module }) => ({ path: route, remote, module })),
        };
        html.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, preloadStartScript(start)));
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

/**
 * The shell's route table, read from its TypeScript source so that it stays typed against the
 * federation contract. It may import types only: nothing else exists at build time.
 */
function areaRoutes(file) {
  const { code } = transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
  const module = { exports: {} };
  const noImports = () => {
    throw new Error(`${path.basename(file)} must not import anything at run time: the build reads its routes`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, noImports);
  return module.exports.AREA_ROUTES;
}

/**
 * The inline script that asks for the start's chunks. It runs after index.html's early requests
 * (`portalEarly`), so those are first in line for HTTP/1.1's six connections per origin.
 */
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
  // React Router's matching, for the few patterns of the route table: "/", "/a", "/a/:id/*", "/a/*".
  var matches = function (pattern, path) {
    var want = pattern.split('/').filter(Boolean);
    var have = path.split('/').filter(Boolean);
    for (var i = 0; i < want.length; i++) {
      if (want[i] === '*') return true;
      if (have[i] === undefined || (want[i].charAt(0) !== ':' && want[i] !== have[i])) return false;
    }
    return want.length === have.length;
  };
  start.always.forEach(preload);
  if (!early.token) return start.signIn.forEach(preload);
  start.signedIn.forEach(preload);
  var route = start.areaRoutes.find(function (candidate) {
    return matches(candidate.path, location.pathname);
  });
  if (!route) return;
  early.areaManifest = early.remotes.then(function (remotes) {
    var url = remotes[route.remote];
    if (!url) return undefined;
    var answer = fetch(url);
    answer
      .then(function (response) {
        return response.clone().json();
      })
      .then(function (manifest) {
        var publicPath = manifest.metaData.publicPath;
        var base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', url);
        var entry = manifest.metaData.remoteEntry;
        preload(new URL(entry.path ? entry.path + '/' + entry.name : entry.name, base).href);
        manifest.exposes
          .filter(function (expose) {
            return expose.path === route.module;
          })
          .forEach(function (expose) {
            expose.assets.js.sync.forEach(function (file) {
              preload(new URL(file, base).href);
            });
          });
      })
      .catch(function () {});
    return { url: url, answer: answer };
  });
  early.areaManifest.catch(function () {});
})(${JSON.stringify(start)});`;
}

module.exports = { PreloadStartChunksPlugin };
