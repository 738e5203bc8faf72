/** mf-timesheet: /timesheet, /approval, /user-working-places and the project timesheet-entries panel. */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './timesheet-page': './src/expose/timesheet-page.tsx',
    './approval-page': './src/expose/approval-page.tsx',
    './working-places-page': './src/expose/working-places-page.tsx',
    './project-timesheet-panel': './src/expose/project-timesheet-panel.tsx',
  },
});
