/**
 * The shell: the host page. Remotes are not listed here: they are discovered at run time from
 * /remotes.json, which the build writes from apps.json for development.
 */
const { createAppConfig } = require('../scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({ dir: __dirname, isHost: true });
