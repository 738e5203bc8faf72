/**
 * pnpm bench's single bundle (federation-ratio.mjs): the shell's production build with every
 * remote's exposed modules compiled into it, as the portal would be built without independent
 * deploys, so the bench can say what those cost. The shell's registry
 * (shell/src/federation/remote-registry.ts) takes `loadRemote` from the bundle instead of the
 * federation runtime; the rest of the shell, its other imports of the runtime included, is the
 * production build.
 *
 * Run from the shell's folder: `webpack --mode production --config <this file>`.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { appOptions, productionConfig, ROOT } = require('./app-options.cjs');
const roster = require('../../../apps.json');

const REGISTRY = path.join(ROOT, 'shell/src/federation/remote-registry.ts');
const BUNDLED_AREAS = 'bundled-areas';

/** Every exposed module of every remote in this checkout, by the id the registry asks loadRemote for. */
function bundledAreasSource() {
  const remotes = roster.apps.filter((app) => app.name !== 'shell' && existsSync(path.join(ROOT, app.dir, 'webpack.config.cjs')));
  const imports = remotes.flatMap((app) =>
    Object.entries(appOptions(app.dir).exposes ?? {}).map(
      ([module, file]) =>
        `  ${JSON.stringify(`${app.name}/${module.replace(/^\.\//, '')}`)}: () => import(${JSON.stringify(path.join(ROOT, app.dir, file))}),`,
    ),
  );
  return `export { registerRemotes } from '@module-federation/enhanced/runtime';
const modules = {
${imports.join('\n')}
};
export function loadRemote(id) {
  return modules[id] ? modules[id]() : Promise.reject(new Error(id + ' is not in the single bundle'));
}
`;
}

module.exports = (env, argv) => {
  const { config } = productionConfig('shell', env, argv);
  config.plugins.push(
    new webpack.experiments.schemes.VirtualUrlPlugin({ [BUNDLED_AREAS]: bundledAreasSource() }),
    new webpack.NormalModuleReplacementPlugin(/^@module-federation\/enhanced\/runtime$/, (resource) => {
      if (resource.contextInfo.issuer === REGISTRY) resource.request = `virtual:${BUNDLED_AREAS}`;
    }),
  );
  return config;
};
