/**
 * The bench's builds start from each app's production configuration, so a variant differs from
 * the deployed build only in what it sets out to measure.
 */
const Module = require('node:module');
const path = require('node:path');

const ROOT = path.join(__dirname, '../../..');
const FACTORY = path.join(ROOT, 'scripts/webpack/create-app-config.cjs');
const { createAppConfig } = require(FACTORY);

/**
 * What the app in `dir` hands createAppConfig (its folder, whether it is the shell, its exposes):
 * its webpack.config.cjs, loaded with a createAppConfig that answers its own argument, as
 * shared/src/federation/area-contract.test.ts reads it.
 */
function appOptions(dir) {
  const configFile = path.join(ROOT, dir, 'webpack.config.cjs');
  const factory = require.cache[FACTORY];
  const standIn = new Module(FACTORY);
  standIn.exports = { createAppConfig: (options) => options };
  standIn.loaded = true;
  require.cache[FACTORY] = standIn;
  delete require.cache[configFile];
  try {
    return require(configFile);
  } finally {
    delete require.cache[configFile];
    require.cache[FACTORY] = factory;
  }
}

/** The production webpack configuration of the app in `dir`, and what its webpack.config.cjs says of it. */
function productionConfig(dir, env, argv) {
  const app = appOptions(dir);
  return { app, config: createAppConfig(app)(env, argv) };
}

module.exports = { ROOT, appOptions, productionConfig };
