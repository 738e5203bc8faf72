/** mf-config: every /config/* page (activity types, users per role, units, wildcards, categories, clients, brands). */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_config',
  port: 3005,
  exposes: {
    './config-routes': './src/expose/config-routes.tsx',
  },
});
