/**
 * pnpm bench's "whole Chakra" build (first-load.mjs): Module Federation as its documentation sets
 * it up, the baseline the portal's sharing is measured against. Each app's production build, with
 * - `@chakra-ui/react` shared as one package: every subpath request is consumed as the one
 *   "@chakra-ui/react" module, so the code stays as it is while the whole library becomes one
 *   shared chunk;
 * - the shell consuming what it shares (no provides-only setup, no runtime plugins), and each
 *   remote carrying its own federation runtime core;
 * - of the shell's chunk groups only the framework chunk: the page-kit and form chunks are for a
 *   shell that only provides, and with them the one that consumes its own shares never finishes
 *   loading /projects.
 *
 * Run from the app's folder: `webpack --mode production --config <this file> --env app=<dir>`.
 */
const Module = require('node:module');
const path = require('node:path');
const { productionConfig, ROOT } = require('./app-options.cjs');
const { chakraSubpathFiles, chakraVersion } = require('../../../scripts/webpack/chakra-shared.cjs');
const { federationOptions, sharedModules } = require('../../../scripts/webpack/federation-sharing.cjs');
const { PreloadStartChunksPlugin } = require('../../../scripts/webpack/preload-start-chunks.cjs');

// The federation plugins' classes as the production config loads them.
const fromShell = Module.createRequire(path.join(ROOT, 'shell/package.json'));
const { ProvideSharedPlugin } = fromShell('@module-federation/enhanced');
const { ModuleFederationPlugin } = fromShell('@module-federation/enhanced/webpack');

function wholeChakra(dir, { isHost }) {
  const requiredVersion = require(path.join(dir, 'package.json')).dependencies['@chakra-ui/react'];
  return Object.fromEntries(
    Object.keys(chakraSubpathFiles()).map((sub) => [
      `@chakra-ui/react/${sub}`,
      {
        singleton: true,
        requiredVersion,
        version: chakraVersion,
        shareKey: '@chakra-ui/react',
        import: isHost ? '@chakra-ui/react' : false,
      },
    ]),
  );
}

module.exports = (env, argv) => {
  const { app, config } = productionConfig(env.app, env, argv);
  const isHost = Boolean(app.isHost);
  const production = federationOptions({ name: config.output.uniqueName, dir: app.dir, isHost, exposes: app.exposes ?? {} });
  const federation = new ModuleFederationPlugin({
    ...production,
    shared: { ...sharedModules(app.dir, { isHost }), ...wholeChakra(app.dir, { isHost }) },
    runtimePlugins: [],
    experiments: { ...production.experiments, externalRuntime: false },
  });
  config.plugins = config.plugins.flatMap((plugin) => {
    if (plugin instanceof ModuleFederationPlugin) return [federation];
    if (plugin instanceof ProvideSharedPlugin) return [];
    if (plugin instanceof PreloadStartChunksPlugin) {
      const { signedIn, signIn } = plugin.chunkNames;
      return [new PreloadStartChunksPlugin({ signedIn: signedIn.filter((name) => name !== 'page-kit'), signIn })];
    }
    return [plugin];
  });
  if (isHost) {
    const { framework } = config.optimization.splitChunks.cacheGroups;
    config.optimization.splitChunks.cacheGroups = { framework };
  }
  return config;
};
