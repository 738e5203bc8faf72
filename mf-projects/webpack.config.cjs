/** mf-projects: the dashboard, the projects list and the project form, served from its own origin. */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_projects',
  port: 3001,
  exposes: {
    './dashboard-page': './src/expose/dashboard-page.tsx',
  },
});
