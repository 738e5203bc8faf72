/**
 * Chakra UI is shared component by component instead of as one package.
 *
 * Sharing "@chakra-ui/react" as one singleton ships the whole library (~300 KiB gzip) on the
 * first page, because a shared module cannot be tree-shaken. Chakra 3 publishes every
 * component under its own subpath ("@chakra-ui/react/button"), so:
 * - the shell provides every subpath as its own lazily loaded singleton chunk, and the
 *   browser downloads only the components a page renders;
 * - remotes consume them with `import: false`: they never bundle Chakra, so the whole page
 *   uses the shell's one copy (one context, one system, one emotion cache);
 * - nobody imports the root "@chakra-ui/react" barrel (a unit test checks the sources);
 * - only the subpaths the portal's sources import are shared: every shared module is a line in
 *   the share table that main.js carries and registers before the first render. A component
 *   new to the portal needs the shell rebuilt anyway, for its recipe (shared/src/ui/system.ts).
 *
 * `pnpm bench` measures this against Chakra shared as one package (e2e/bench/webpack/whole-chakra.cjs).
 */
const fs = require('node:fs');
const path = require('node:path');

const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [path.join(__dirname, '../../shell')] }));
const chakraVersion = require(path.join(chakraDir, 'package.json')).version;

/** Subpath -> the ESM file it resolves to in a browser build. */
function chakraSubpathFiles() {
  const esm = path.join(chakraDir, 'dist/esm');
  const files = {
    'styled-system': path.join(esm, 'styled-system/index.js'),
    hooks: path.join(esm, 'hooks/index.js'),
    collection: path.join(esm, 'collection.js'),
  };
  for (const entry of fs.readdirSync(path.join(esm, 'components'), { withFileTypes: true })) {
    if (entry.isDirectory()) files[entry.name] = path.join(esm, 'components', entry.name, 'index.js');
  }
  return files;
}

const ROOT = path.join(__dirname, '../..');

function sourceFilesBelow(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesBelow(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The Chakra subpaths that the shell, shared and every remote import ("button", "dialog", ...). */
function usedChakraSubpaths() {
  const dirs = ['shell', 'shared', ...fs.readdirSync(ROOT).filter((dir) => dir.startsWith('mf-'))].map((dir) =>
    path.join(ROOT, dir, 'src'),
  );
  const used = new Set();
  for (const file of dirs.filter((dir) => fs.existsSync(dir)).flatMap(sourceFilesBelow)) {
    for (const [, subpath] of fs.readFileSync(file, 'utf8').matchAll(/['"]@chakra-ui\/react\/([a-z-]+)['"]/g)) used.add(subpath);
  }
  return used;
}

function chakraShared({ isHost, requiredVersion }) {
  const used = usedChakraSubpaths();
  return Object.fromEntries(
    Object.entries(chakraSubpathFiles())
      .filter(([sub]) => used.has(sub))
      .map(([sub, file]) => [
        `@chakra-ui/react/${sub}`,
        isHost
          ? // An absolute import path makes webpack provide the module even when the shell itself
            // never imports it, so a component that only a remote uses still comes from the shell's one copy.
            { singleton: true, requiredVersion, version: chakraVersion, import: file }
          : { singleton: true, requiredVersion, import: false },
      ]),
  );
}

module.exports = { chakraShared, chakraSubpathFiles, chakraVersion };
