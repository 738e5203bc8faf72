/**
 * One webpack + Module Federation configuration for the shell and every remote, so that
 * the sharing rules (singletons, versions, Chakra per component) cannot drift between apps.
 *
 * Each app's webpack.config.cjs calls createAppConfig with its folder and exposes; its
 * federation name and port come from the roster (apps.json).
 */
const path = require('node:path');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { bundledAreasAlias } = require('./bundled-areas.cjs');
const { InlineScriptHashesPlugin } = require('./inline-script-hashes.cjs');
const { PreloadStartChunksPlugin } = require('./preload-start-chunks.cjs');
const { chakraShared } = require('./chakra-shared.cjs');
const roster = require('../../apps.json');

/** Packages that must exist once on the page, whoever loads first. */
const SINGLETONS = [
  // Resolves to react-router-facade.mjs (routerAliases): the router's one copy, tree-shaken.
  'react-router-dom',
  '@emotion/react',
  'zustand',
  'swr',
  'react-final-form',
  'final-form',
  // Not a context holder, but shared so that the shell's copy serves every area's dates.
  'luxon',
];

/** The installed version, read from the package's own package.json (some hide it from webpack). */
function installedVersion(appDir, name) {
  return require(path.join(appDir, 'node_modules', name, 'package.json')).version;
}

const SHARED_DIR = path.join(__dirname, '../../shared');

/**
 * `@portal/shared` and each of its subpath exports ("@portal/shared/lists", ...) as a
 * singleton that only the shell provides. A subpath is its own lazily loaded chunk, so the
 * building blocks of lists and forms reach the browser when a page uses them, not at sign-in.
 */
function portalSharedModules({ isHost }) {
  const { version, exports } = require(path.join(SHARED_DIR, 'package.json'));
  return Object.fromEntries(
    Object.entries(exports)
      // The test kit and the API's schemas (the browser uses only their types) are never shared.
      .filter(([subpath]) => subpath !== './testing' && subpath !== './schemas')
      .map(([subpath, file]) => [
        subpath === '.' ? '@portal/shared' : `@portal/shared/${subpath.slice(2)}`,
        {
          singleton: true,
          // `workspace:*` fails at run time: the shared package gets a real semver range.
          requiredVersion: `^${version}`,
          version,
          // The shell provides the one session store and Chakra system; remotes never bundle their own.
          import: isHost ? (subpath === '.' ? '@portal/shared' : path.join(SHARED_DIR, file)) : false,
        },
      ]),
  );
}

function singletonsFor(appDir, { isHost }) {
  const deps = require(path.join(appDir, 'package.json')).dependencies;
  const version = (name) => {
    if (!deps[name]) throw new Error(`${name} must be a dependency of ${appDir} to be shared`);
    return deps[name];
  };
  const shared = {
    // React must match exactly in major/minor: two Reacts on one page break hooks.
    react: { singleton: true, strictVersion: true, requiredVersion: version('react') },
    'react/jsx-runtime': { singleton: true, strictVersion: true, requiredVersion: version('react') },
    'react-dom': { singleton: true, strictVersion: true, requiredVersion: version('react-dom') },
    'react-dom/client': { singleton: true, strictVersion: true, requiredVersion: version('react-dom') },
    ...portalSharedModules({ isHost }),
    ...chakraShared({ isHost, requiredVersion: version('@chakra-ui/react') }),
  };
  for (const name of SINGLETONS) {
    if (deps[name]) {
      shared[name] = { singleton: true, requiredVersion: deps[name], version: installedVersion(appDir, name) };
    }
  }
  return shared;
}

/**
 * The shell provides every shared module but does not consume them: its own code imports its
 * copies directly, and a remote that asks for a module gets that same instance (one React, one
 * session store). Consuming what only it provides could never give the shell anything else, yet
 * cost a share-scope lookup per module before the first render and made start-up wait for each
 * module's chunk in turn (main.js's task 29-61 ms unthrottled, most of it `loadShare`). Each
 * remote still checks the shell's versions against its own requirements when it loads.
 */
function hostProvides(appDir) {
  return Object.entries(singletonsFor(appDir, { isHost: true })).map(([key, config]) => ({
    [config.import || key]: { shareKey: key, version: config.version, singleton: true },
  }));
}

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
 * The shell's /remotes.json for development, from the roster: every remote at its port.
 * Emitted with the build (never kept in public/), so a new roster entry reaches it; a
 * deployment replaces the file, or serve-static.mjs's --remotes answers it.
 */
class DevRemotesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const remotes = Object.fromEntries(
      roster.apps.filter((app) => app.name !== 'shell').map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
    );
    compiler.hooks.thisCompilation.tap('DevRemotesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DevRemotesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('remotes.json', new sources.RawSource(`${JSON.stringify(remotes, null, 2)}\n`));
      });
    });
  }
}

/** `value` as JSON that can stand inside an inline <script> (no "</script>" in it). */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Brotli's quality for the precompressed copies: 11 (its best) unless PORTAL_BROTLI_QUALITY says
 * otherwise. Quality 11 took 69 s of one core for the portal's 7.5 MB of text assets at a load
 * average of 28, quality 5 took 3 s for a copy 8 % larger; the end-to-end suite's build
 * (`pnpm test:e2e`) uses 5, as its tests check that assets travel brotli-encoded, not how small.
 * Deployments and `pnpm bench` build with 11.
 */
function brotliQuality() {
  const value = process.env.PORTAL_BROTLI_QUALITY;
  if (value === undefined || value === '') return zlib.constants.BROTLI_MAX_QUALITY;
  const quality = Number(value);
  if (!Number.isInteger(quality) || quality < zlib.constants.BROTLI_MIN_QUALITY || quality > zlib.constants.BROTLI_MAX_QUALITY) {
    throw new Error(`PORTAL_BROTLI_QUALITY must be a whole number from 0 to 11, not "${value}"`);
  }
  return quality;
}

/**
 * Brotli and gzip copies of every text asset, written beside it at build time: the static
 * servers (scripts/serve-static.mjs) send them as they are, so no request pays for compression.
 */
function precompressed() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz', threshold: 512 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality() } },
      filename: '[path][base].br',
      threshold: 512,
    }),
  ];
}

/** Packages every page of the portal runs. */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@emotion',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  '@pandacss',
  'zustand',
];
/** Chakra's styling engine and theme. Recipes stay out: the sign-in page's few come with the shared system, the rest on first use (system.ts). */
const CHAKRA_ENGINE = [
  'styled-system/',
  'theme/',
  'utils/',
  'preset-base.js',
  'preset.js',
  'anatomy.js',
  'create-context.js',
  'merge-props.js',
  'merge-refs.js',
  'components/icons.js',
];
/** The layout and form components on every page, sign-in included: each alone is a file of a few hundred bytes. */
const CHAKRA_EVERYWHERE = [
  'box',
  'flex',
  'stack',
  'center',
  'text',
  'heading',
  'link',
  'badge',
  'spinner',
  'loader',
  'button',
  'group',
  'icon',
  'absolute-center',
  'field',
  'input',
  'card',
];

function isFrameworkModule(resource) {
  const file = resource.replaceAll('\\', '/');
  const packageAt = file.lastIndexOf('/node_modules/');
  if (packageAt < 0) return false;
  const inPackages = file.slice(packageAt + '/node_modules/'.length);
  const chakra = '@chakra-ui/react/dist/esm/';
  if (!inPackages.startsWith(chakra)) return FRAMEWORK_PACKAGES.some((name) => inPackages.startsWith(`${name}/`));
  const inChakra = inPackages.slice(chakra.length);
  if (inChakra.startsWith('theme/recipes') || inChakra.startsWith('theme/slot-recipes')) return false;
  return (
    CHAKRA_ENGINE.some((start) => inChakra.startsWith(start)) ||
    CHAKRA_EVERYWHERE.some((name) => inChakra.startsWith(`components/${name}/`))
  );
}

/**
 * What every page runs, in one chunk of the shell. Shared modules are otherwise one chunk each
 * (and duplicate what they have in common), and a first visit paid a round trip for each of
 * some thirty files before the sign-in page could render.
 */
const frameworkChunk = {
  test: (module) => Boolean(module.resource) && isFrameworkModule(module.resource),
  name: 'framework',
  chunks: 'all',
  enforce: true,
};

/** Chakra components of a few hundred bytes each that the signed-in pages use (not the sign-in page). */
const CHAKRA_SMALL_PARTS = [
  'alert',
  'grid',
  'native-select',
  'simple-grid',
  'spacer',
  'stat',
  'table',
  'tag',
  'textarea',
  'visually-hidden',
  'wrap',
];

/** Small modules of the shell that the areas' pages ask for, besides the Chakra components above. */
const PAGE_KIT_FILES = [
  '/node_modules/swr/dist/index/index.mjs',
  '/shared/src/format/',
  '/shared/src/access/index.ts',
  '/scripts/webpack/react-router-facade.mjs',
];

/**
 * What every area's signed-in page asks the shell for, in one chunk that the start of a signed-in
 * page preloads beside main.js (preload-start-chunks.cjs). Each was a request of its own, made
 * only once the area's entry had run; with the form chunks below, a list page asked for eleven at
 * once on HTTP/1.1's six connections per origin (two round trips in a row), now for three. Only
 * from async chunks: main.js and the sign-in page keep their own copies.
 */
const pageKitChunk = {
  test: (module) => {
    const file = module.resource?.replaceAll('\\', '/') ?? '';
    return (
      CHAKRA_SMALL_PARTS.some((name) => file.includes(`/@chakra-ui/react/dist/esm/components/${name}/`)) ||
      PAGE_KIT_FILES.some((part) => file.includes(part))
    );
  },
  name: 'page-kit',
  chunks: 'async',
  enforce: true,
};

/**
 * Final Form and its React bindings, which every form needs together (the sign-in page's too), as
 * one chunk, with the one Babel helper both import (alone, it was a request of 300 bytes).
 */
const finalFormChunk = {
  test: /[\\/]node_modules[\\/]((react-)?final-form[\\/]|@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/]objectWithoutPropertiesLoose\.js)/,
  name: 'final-form',
  chunks: 'async',
  enforce: true,
};

/**
 * The shell's chunks for the shared modules `shareKeys` as one chunk named `name`. Only the chunks
 * their provide modules load are selected, so what those share with other chunks stays there too.
 */
function providedTogether(name, shareKeys) {
  const isProvideOf = (module) =>
    shareKeys.some((key) => module?.identifier().startsWith('provide module') && module.identifier().includes(` ${key}@`));
  return {
    chunks: (chunk) => [...chunk.groupsIterable].some((group) => group.origins.some((origin) => isProvideOf(origin.module))),
    name,
    enforce: true,
    priority: -10,
  };
}

/**
 * The fields, the combobox fields and Chakra's checkbox, which list pages ask for together: one
 * request each once the area's entry had run, and each carried its own copy of Ark's field parts.
 */
const formFieldsChunk = providedTogether('form-fields', [
  '@portal/shared/fields',
  '@portal/shared/combobox-fields',
  '@chakra-ui/react/checkbox',
]);

/**
 * @param {object} app
 * @param {string} app.dir       the app's folder (__dirname of its webpack config); its roster entry gives name and port
 * @param {boolean} [app.isHost] the shell: owns index.html, publicPath "/" and the Chakra provides
 * @param {Record<string,string>} [app.exposes]
 */
function createAppConfig({ dir, isHost = false, exposes = {} }) {
  const { name, port } = rosterEntry(dir);
  // pnpm bench's "before" (CHAKRA_SHARING=whole) is federation as its documentation sets it up:
  // the shell consumes what it shares too (and the whole of Chakra from the share scope).
  const documentedSetup = process.env.CHAKRA_SHARING === 'whole';
  const providesOnly = isHost && !documentedSetup;
  const outDir = path.join(dir, process.env.PORTAL_OUT_DIR ?? 'dist');
  const config = (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost ? { main: './src/index.tsx' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // PORTAL_OUT_DIR lets `pnpm bench` keep a second build beside the normal one.
        path: outDir,
        // Deep links load main.js from the site root; remotes resolve chunks from their own origin.
        publicPath: isHost ? '/' : 'auto',
        // contenthash on everything but the entries (main.js, remoteEntry.js): the federation
        // runtime breaks on hashed entries. The shell's framework chunk loads beside main.js.
        filename: ({ chunk }) => (chunk?.name === 'main' ? '[name].js' : '[name].[contenthash].js'),
        chunkFilename: '[name].[contenthash].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...routerAliases(dir), ...(isHost ? { '@portal/bundled-areas$': bundledAreasAlias(outDir) } : {}) },
      },
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
          {
            test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
            loader: require.resolve('./pure-chakra-theme-loader.cjs'),
          },
          {
            test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
            use: { loader: require.resolve('./precomputed-global-css.cjs'), options: { part: 'system' } },
          },
          {
            test: path.join(SHARED_DIR, 'src/ui/global-css.ts'),
            use: { loader: require.resolve('./precomputed-global-css.cjs'), options: { part: 'css' } },
          },
        ],
      },
      optimization: {
        ...(isHost
          ? {
              splitChunks: {
                // The groups beyond the framework are for a shell that only provides: with them, the
                // "before" shell, which consumes its own shares too, never finished loading /projects.
                cacheGroups: {
                  framework: frameworkChunk,
                  ...(providesOnly ? { pageKit: pageKitChunk, finalForm: finalFormChunk, formFields: formFieldsChunk } : {}),
                },
              },
            }
          : {}),
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      // react-datepicker probes for the optional date-fns-tz with a computed require; we do not use time zones.
      ignoreWarnings: [{ module: /react-datepicker/, message: /Critical dependency/ }],
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: providesOnly ? {} : singletonsFor(dir, { isHost }),
          shareStrategy: 'loaded-first',
          // The shell's copies count as loaded, so loaded-first keeps choosing them (the plugin says why).
          runtimePlugins: providesOnly
            ? [path.join(dir, 'src/federation/provided-copies-loaded.ts'), path.join(dir, 'src/federation/runtime-core-for-remotes.ts')]
            : [],
          manifest: true,
          dts: false,
          experiments: {
            asyncStartup: true,
            // target 'web': the runtime's Node.js code stays out of the browser bundles. A remote
            // loads no remotes itself (an area composes another through the shell's registry), so
            // its entry leaves out the code that reads manifests and loads remotes.
            optimization: { target: 'web', ...(isHost ? {} : { disableSnapshot: true, disableRemote: true }) },
            // A remote runs on the shell's federation runtime core (runtime-core-for-remotes.ts).
            externalRuntime: !isHost && !documentedSetup,
          },
        }),
        ...(providesOnly ? [new ProvideSharedPlugin({ shareScope: 'default', provides: hostProvides(dir) })] : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: './public/index.html',
                chunks: ['main'],
                // The headings index.html draws before any script (shared/src/federation/page-headings.ts).
                templateParameters: { pageHeadings: scriptJson(require(path.join(SHARED_DIR, 'src/federation/page-headings.json'))) },
              }),
              new PreloadStartChunksPlugin({
                signedIn: ['app-layout', 'area-recipes', 'area-route', 'ky', ...(providesOnly ? ['page-kit'] : [])],
                signIn: ['login-page'],
              }),
              // csp.json: the hashes of index.html's inline scripts for the page's CSP (serve-static.mjs).
              new InlineScriptHashesPlugin(),
              // The deploy-time files: replaced per environment without a rebuild.
              new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
              new DevRemotesPlugin(),
            ]
          : []),
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
  // What the app exposes, for the single-bundle build (bundled-areas.cjs).
  return Object.assign(config, { app: { dir, exposes } });
}

module.exports = { createAppConfig };
