/** mf-reports: every /reports/* page, loaded only when a report is opened. */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './report-routes': './src/expose/report-routes.tsx',
  },
});
