/**
 * One webpack configuration for the shell and every remote, assembled from the modules beside
 * it: federation-sharing.cjs (what is shared and how), chunk-groups.cjs (the shell's chunks),
 * shell-page.cjs (index.html, its CSP hashes, the deploy-time files) and compression.cjs.
 *
 * Each app's webpack.config.cjs calls createAppConfig with its folder and exposes; its
 * federation name and port come from the roster (apps.json).
 */
const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const { shellCacheGroups } = require('./chunk-groups.cjs');
const { precompressed } = require('./compression.cjs');
const { federationPlugins } = require('./federation-sharing.cjs');
const { shellPagePlugins } = require('./shell-page.cjs');
const roster = require('../../apps.json');

/** `react-router-dom` and `react-router` are the facade; the facade reads React Router's production build. */
function routerAliases(appDir) {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [appDir] }));
  const facade = path.join(__dirname, 'react-router-facade.mjs');
  return {
    'react-router-dom$': facade,
    'react-router$': facade,
    'react-router-production$': path.join(routerDir, 'dist/production/index.mjs'),
  };
}

/** The roster's entry of the app in `dir`. */
function rosterEntry(dir) {
  const app = roster.apps.find((candidate) => candidate.dir === path.basename(dir));
  if (!app) throw new Error(`${path.basename(dir)} is not in apps.json: add its entry there`);
  return app;
}

/**
 * @param {object} app
 * @param {string} app.dir       the app's folder (__dirname of its webpack config); its roster entry gives name and port
 * @param {boolean} [app.isHost] the shell: owns index.html, publicPath "/" and the provides of every shared module
 * @param {Record<string,string>} [app.exposes]
 */
function createAppConfig({ dir, isHost = false, exposes = {} }) {
  const { name, port } = rosterEntry(dir);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost ? { main: './src/index.tsx' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // PORTAL_OUT_DIR builds beside the served build (a remote's next version, pnpm bench's variants).
        path: path.join(dir, process.env.PORTAL_OUT_DIR ?? 'dist'),
        // Deep links load main.js from the site root; remotes resolve chunks from their own origin.
        publicPath: isHost ? '/' : 'auto',
        // contenthash on everything but the entries (main.js, remoteEntry.js): the federation
        // runtime breaks on hashed entries. The shell's framework chunk loads beside main.js.
        filename: ({ chunk }) => (chunk?.name === 'main' ? '[name].js' : '[name].[contenthash].js'),
        chunkFilename: '[name].[contenthash].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: routerAliases(dir) },
      module: {
        // An import of a name a module does not export fails the build instead of becoming undefined.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      optimization: {
        ...(isHost ? { splitChunks: { cacheGroups: shellCacheGroups } } : {}),
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      // react-datepicker probes for the optional date-fns-tz with a computed require; we do not use time zones.
      ignoreWarnings: [{ module: /react-datepicker/, message: /Critical dependency/ }],
      plugins: [
        ...federationPlugins({ name, dir, isHost, exposes }),
        ...(isHost ? shellPagePlugins() : []),
        ...(production ? precompressed() : []),
      ],
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? { directory: path.join(dir, 'public') } : false,
        // config.json's apiUrl is "/api": the shell's origin forwards it, as serve-static.mjs --api does.
        proxy: isHost ? [{ context: ['/api'], target: `http://localhost:${roster.api.port}` }] : [],
      },
    };
  };
}

module.exports = { createAppConfig };
