/** mf-config: every /config/* page (activity types, users per role, units, wildcards, categories, clients, brands). */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './config-routes': './src/expose/config-routes.tsx',
  },
});
