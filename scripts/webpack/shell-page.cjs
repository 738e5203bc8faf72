/**
 * The shell's page and the files deployed beside it: index.html with its inline scripts (the
 * early requests, the start-up preloads), csp.json with those scripts' hashes, the deploy-time
 * files of public/ and, for development, /remotes.json from the roster.
 */
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InlineScriptHashesPlugin } = require('./inline-script-hashes.cjs');
const { PreloadStartChunksPlugin } = require('./preload-start-chunks.cjs');
const roster = require('../../apps.json');

/**
 * The shell's /remotes.json for development, from the roster: every remote at its port.
 * Emitted with the build (never kept in public/), so a new roster entry reaches it; a
 * deployment replaces the file, or serve-static.mjs's --remotes answers it.
 */
class DevRemotesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const remotes = Object.fromEntries(
      roster.apps.filter((app) => app.name !== 'shell').map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
    );
    compiler.hooks.thisCompilation.tap('DevRemotesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DevRemotesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('remotes.json', new sources.RawSource(`${JSON.stringify(remotes, null, 2)}\n`));
      });
    });
  }
}

function shellPagePlugins() {
  return [
    new HtmlWebpackPlugin({ template: './public/index.html', chunks: ['main'] }),
    // page-kit is a cache group of chunk-groups.cjs.
    new PreloadStartChunksPlugin({ signedIn: ['app-layout', 'area-route', 'ky', 'page-kit'], signIn: ['login-page'] }),
    // csp.json: the hashes of index.html's inline scripts for the page's CSP (serve-static.mjs).
    new InlineScriptHashesPlugin(),
    // The deploy-time files: replaced per environment without a rebuild.
    new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
    new DevRemotesPlugin(),
  ];
}

module.exports = { shellPagePlugins };
