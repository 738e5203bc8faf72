/**
 * What the shell and the remotes share through Module Federation, and how: one place, so the
 * sharing rules (singletons, versions, Chakra per component) cannot drift between apps.
 */
const path = require('node:path');
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { chakraShared } = require('./chakra-shared.cjs');

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

/** Every shared module of the app in `appDir`, as Module Federation's `shared` option takes it. */
function sharedModules(appDir, { isHost }) {
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
  return Object.entries(sharedModules(appDir, { isHost: true })).map(([key, config]) => ({
    [config.import || key]: { shareKey: key, version: config.version, singleton: true },
  }));
}

/**
 * A remote's mf-manifest.json says which version of the federation contract it was built for
 * (shared/src/federation/area-contract.ts): the shell refuses one built for another major.
 */
function declareContract({ stats }) {
  const { version } = require(path.join(SHARED_DIR, 'src/federation/area-contract-version.json'));
  return { ...stats, metaData: { ...stats.metaData, portalContract: version } };
}

/** The options of the app's ModuleFederationPlugin: the shell provides only, a remote consumes. */
function federationOptions({ name, dir, isHost, exposes }) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: isHost ? {} : sharedModules(dir, { isHost }),
    shareStrategy: 'loaded-first',
    // The shell's copies count as loaded, so loaded-first keeps choosing them (the plugin says why).
    runtimePlugins: isHost
      ? [path.join(dir, 'src/federation/provided-copies-loaded.ts'), path.join(dir, 'src/federation/runtime-core-for-remotes.ts')]
      : [],
    manifest: isHost ? true : { additionalData: declareContract },
    dts: false,
    experiments: {
      asyncStartup: true,
      // target 'web': the runtime's Node.js code stays out of the browser bundles. A remote
      // loads no remotes itself (an area composes another through the shell's registry), so
      // its entry leaves out the code that reads manifests and loads remotes.
      optimization: { target: 'web', ...(isHost ? {} : { disableSnapshot: true, disableRemote: true }) },
      // A remote runs on the shell's federation runtime core (runtime-core-for-remotes.ts).
      externalRuntime: !isHost,
    },
  };
}

/** The app's federation plugins: its container, and for the shell the provides of hostProvides. */
function federationPlugins(app) {
  return [
    new ModuleFederationPlugin(federationOptions(app)),
    ...(app.isHost ? [new ProvideSharedPlugin({ shareScope: 'default', provides: hostProvides(app.dir) })] : []),
  ];
}

module.exports = { federationOptions, federationPlugins, sharedModules };
