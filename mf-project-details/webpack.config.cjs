/** mf-project-details: the /project/{id} page, loaded only when a project is opened. */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './project-details-page': './src/expose/project-details-page.tsx',
  },
});
