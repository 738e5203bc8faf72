/**
 * @jest-environment node
 *
 * The system's global CSS that the build computes (scripts/webpack/precomputed-global-css.cjs,
 * in place of global-css.ts) is what Chakra's provider inserts when the system computes it
 * itself: rendered here (on the server, where Emotion writes its global styles into the markup)
 * with such a system, its global style tags hold the very same CSS. And
 * the loader still finds, in the installed Chakra, the line of createSystem it changes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { ChakraProvider, createSystem } from '@chakra-ui/react/styled-system';
import { SIGN_IN_SYSTEM_CONFIGS } from './system-config';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's loader is CommonJS
const precomputedGlobalCss = require('../../../scripts/webpack/precomputed-global-css.cjs') as (this: object, source: string) => string;

const runLoader = (part: 'css' | 'system', source = '') =>
  precomputedGlobalCss.call({ getOptions: () => ({ part }), context: __dirname, addDependency: () => undefined }, source);

/** The CSS text of the module the build puts in place of global-css.ts. */
function builtGlobalCss(): string {
  const exported = /^export const PRECOMPUTED_GLOBAL_CSS = (".*");\n$/s.exec(runLoader('css'));
  if (!exported) throw new Error('the loader did not export PRECOMPUTED_GLOBAL_CSS');
  return JSON.parse(exported[1]) as string;
}

it("is the CSS Chakra's provider inserts for the portal's system, tokens of both themes included", () => {
  const markup = renderToString(<ChakraProvider value={createSystem(...SIGN_IN_SYSTEM_CONFIGS)}>page</ChakraProvider>);
  const inserted = [...markup.matchAll(/<style data-emotion="css-global[^"]*"[^>]*>(.*?)<\/style>/gs)].map(([, css]) => css).join('');

  const built = builtGlobalCss();
  expect(built).toBe(inserted);
  expect(built).toMatch(/^@layer reset,base,tokens,recipes;/);
  expect(built).toContain('--chakra-colors-fg:');
  expect(built).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
});

it('makes createSystem skip its global CSS only when told, and fails loudly when Chakra changed', () => {
  const systemModule = readFileSync(
    path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js'),
    'utf8',
  );
  expect(runLoader('system', systemModule)).toContain('const _global = config.globalCssPrecomputed ? [] :');
  expect(() => runLoader('system', 'export function createSystem() {}')).toThrow(/createSystem changed/);
});
