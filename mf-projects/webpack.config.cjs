/** mf-projects: the dashboard, the projects list and the project form, served from its own origin. */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './dashboard-page': './src/expose/dashboard-page.tsx',
    './projects-page': './src/expose/projects-page.tsx',
    './project-form': './src/expose/project-form.tsx',
    './set-parent-dialog': './src/expose/set-parent-dialog.tsx',
    './projects-filters': './src/expose/projects-filters.tsx',
    './projects-table': './src/expose/projects-table.tsx',
  },
});
