/** The shell: the host page. Remotes are not listed here: they are discovered at run time from /remotes.json. */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', port: 3000, isHost: true });
