/**
 * The single-bundle build that `pnpm bench` compares federation against
 * (PORTAL_SINGLE_BUNDLE=1, shell only): the shell imports every remote's exposed modules
 * directly, so one webpack build splits and shares the whole portal's code, as a portal
 * without independent deploys would. The bench visits every area in both builds; the ratio of
 * bytes is what independent deploys cost.
 *
 * `@portal/bundled-areas` is what shell/src/index.tsx asks for: in a normal build a module
 * answering null (areas load through federation), in the single-bundle build a generated module
 * mapping each remote and exposed module to a dynamic import of its source.
 */
const fs = require('node:fs');
const path = require('node:path');
const roster = require('../../apps.json');

const ROOT = path.resolve(__dirname, '../..');
const FEDERATED = path.join(__dirname, 'no-bundled-areas.mjs');

/** The `@portal/bundled-areas` alias for a build of the shell writing into `outDir`. */
function bundledAreasAlias(outDir) {
  if (process.env.PORTAL_SINGLE_BUNDLE !== '1') return FEDERATED;
  const remotes = roster.apps.filter((app) => app.name !== 'shell' && fs.existsSync(path.join(ROOT, app.dir, 'webpack.config.cjs')));
  const entries = remotes.map((app) => {
    const { exposes } = require(path.join(ROOT, app.dir, 'webpack.config.cjs')).app;
    const modules = Object.entries(exposes).map(
      ([module, file]) => `    ${JSON.stringify(module)}: () => import(${JSON.stringify(path.join(ROOT, app.dir, file))}),`,
    );
    return `  ${app.name}: {\n${modules.join('\n')}\n  },`;
  });
  const file = path.join(outDir, '..', 'bundled-areas.mjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `export const bundledAreaModules = {\n${entries.join('\n')}\n};\n`);
  return file;
}

module.exports = { bundledAreasAlias };
