/** mf-finance: the four finance panels the project details page composes (financial summary, cost estimates, purchase orders, external expenses). */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './financial-summary-panel': './src/expose/financial-summary-panel.tsx',
    './cost-estimates-panel': './src/expose/cost-estimates-panel.tsx',
    './purchase-orders-panel': './src/expose/purchase-orders-panel.tsx',
    './external-expenses-panel': './src/expose/external-expenses-panel.tsx',
  },
});
