/**
 * The Chakra system's global CSS (preflight, global styles, keyframes, every token's CSS
 * variable), computed when the portal is built instead of at every start-up in the browser,
 * where it was about a third of building the system, and Emotion then inserted it rule by rule.
 * One loader, two places (`part` option):
 * - `css`, on shared/src/ui/global-css.ts: the module becomes the CSS text. Node runs
 *   system-config.ts (compiled by swc) and Chakra's createSystem as the browser would, and the
 *   Emotion the page uses serialises the styles exactly as its <Global> would insert them.
 *   (webpack's importModule would run them inside the build, but it upset the build's own
 *   view of Chakra's exports.)
 * - `system`, on Chakra's styled-system/system.js: createSystem leaves its global styles out
 *   (an empty list) when one of its configs says `globalCssPrecomputed`; it always computes them.
 */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

function skipGlobalWhenPrecomputed(source) {
  if (!source.includes(EAGER_GLOBAL)) {
    throw new Error(`precomputed-global-css: Chakra's createSystem changed (no "${EAGER_GLOBAL}"); update this loader`);
  }
  return source.replace(
    EAGER_GLOBAL,
    `const _global = config.globalCssPrecomputed ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];`,
  );
}

/** A TypeScript module run by Node, resolving its imports from its own folder. */
function runTypeScript(file) {
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    module: { type: 'commonjs' },
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  });
  const compiled = new Module(file);
  compiled.filename = file;
  compiled.paths = Module._nodeModulePaths(path.dirname(file));
  compiled._compile(code, file);
  return compiled.exports;
}

function globalCssModule(loader) {
  const configFile = path.join(loader.context, 'system-config.ts');
  loader.addDependency(configFile);
  const { SIGN_IN_SYSTEM_CONFIGS } = runTypeScript(configFile);
  const fromShared = Module.createRequire(configFile);
  const { createSystem } = fromShared('@chakra-ui/react/styled-system');
  const system = createSystem(...SIGN_IN_SYSTEM_CONFIGS);
  // Emotion's server build (no document in Node) hands back the rules it would insert.
  const emotion = Module.createRequire(fromShared.resolve('@emotion/react'));
  const createCache = emotion('@emotion/cache').default;
  const { serializeStyles } = emotion('@emotion/serialize');
  const cache = createCache({ key: 'css' });
  // As ChakraProvider renders them: the layers' order, then the global styles.
  const css = [system.layers.atRule, system._global]
    .map((styles) => cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false))
    .join('');
  return `export const PRECOMPUTED_GLOBAL_CSS = ${JSON.stringify(css)};\n`;
}

module.exports = function precomputedGlobalCss(source) {
  const { part } = this.getOptions();
  return part === 'system' ? skipGlobalWhenPrecomputed(source) : globalCssModule(this);
};
