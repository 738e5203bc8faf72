/**
 * The workspace's lint gate: `pnpm lint` runs `eslint --max-warnings 0 .`, so any finding fails.
 *
 * - TypeScript is linted with type information (typescript-eslint `recommendedTypeChecked`; the
 *   project service finds each package's tsconfig.json). Files outside every tsconfig (configs,
 *   scripts) are linted without types rather than given a tsconfig of their own.
 * - React code follows the rules of hooks and the React Compiler's rules (react-hooks v7).
 * - The architecture's import rules are lint rules (eslint-plugin-boundaries, below), so they
 *   hold in the editor; `shared/src/testing/import-boundaries.test.ts` proves each one still fires.
 * - An eslint-disable comment that suppresses nothing is an error; one that does must say why
 *   (`// eslint-disable-next-line rule -- why`).
 */
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_END_SOURCES = ['{shell,shared,mf-*}/src/**/*.{ts,tsx}'];

// Every subpath export of @portal/shared but the main entry and the test helpers is a federation
// singleton of its own ("@portal/shared/lists" → shared/src/lists).
const sharedExports = JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')).exports;
const SHARED_SUBPATH_FOLDERS = Object.keys(sharedExports)
  .filter((subpath) => subpath !== '.' && subpath !== './testing')
  .map((subpath) => subpath.slice(2));

/**
 * Why eslint-plugin-boundaries rather than `no-restricted-imports`: the rules are about where an
 * import lands (another app, another feature's components, an expose file), not how it is
 * spelled. `no-restricted-imports` sees only the specifier, so `../../projects/components/x` would
 * need a pattern per folder depth; boundaries resolves each import to a file and classifies both
 * ends. One `boundaries/dependencies` rule holds every import rule, dynamic `import()` and
 * `export … from` included.
 *
 * Elements (the first pattern that matches a file wins; `app` is the top folder: shell, shared, mf-*):
 * - expose: `<app>/src/expose`, what webpack's `exposes` publishes;
 * - page: `<app>/src/pages`, route components;
 * - feature: `<app>/src/features/<feature>`;
 * - shared-folder: `shared/src/<folder>`;
 * - app: the rest of `<app>/src` (the shell's layout and federation, shared/src/index.ts, test kits).
 */
const ELEMENTS = [
  { type: 'expose', pattern: '*/src/expose', capture: ['app'] },
  { type: 'page', pattern: '*/src/pages', capture: ['app'] },
  { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
  { type: 'shared-folder', pattern: '(shared)/src/*', capture: ['app', 'folder'] },
  { type: 'app', pattern: '*/src', capture: ['app'] },
].map((element) => ({ ...element, partialMatch: false }));

/** The import rules (docs/architecture.md, "Import rules"); anything not named here is allowed. */
const IMPORT_POLICIES = [
  {
    disallow: { dependency: { source: '@chakra-ui/react' } },
    message: 'Import Chakra by component subpath (@chakra-ui/react/button): the barrel puts the whole library on the first page.',
  },
  {
    disallow: { dependency: { source: ['shell', 'shell/**', 'mf-*', 'mf-*/**'] } },
    message:
      'Never import the shell or a remote by package name: load what another area exposes through @portal/shared (loadAreaModule, AreaModule).',
  },
  {
    from: { element: { captured: { app: '*' } } },
    disallow: { to: { element: { captured: { app: '!{{ from.element.captured.app }}' } } } },
    message:
      'No import leaves its app ({{ from.element.captured.app }} → {{ to.element.captured.app }}): shared code is @portal/shared, another area is loaded through its exposes.',
  },
  {
    disallow: { to: { element: { type: 'expose' } } },
    message: "Nothing imports src/expose: it is what webpack's exposes publishes. Import the page or feature it wraps.",
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'page' } } },
    message: 'A feature never imports a page: pages compose features, not the other way round.',
  },
  {
    // A feature's public surface is its api/ folder and the modules at its root; its components/
    // and hooks/ (and any other folder) are its own.
    from: { element: { type: 'feature' } },
    disallow: {
      to: {
        element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' }, fileInternalPath: '!{api/**,*}' },
      },
    },
    message:
      'Feature {{ from.element.captured.feature }} reaches into the internals of feature {{ to.element.captured.feature }}: only its api/ and root modules are public (compose UI in a page).',
  },
  {
    // A relative import would bundle a second session store or toaster into the subpath's chunk.
    from: { element: { type: 'shared-folder', captured: { folder: SHARED_SUBPATH_FOLDERS } } },
    disallow: {
      to: { element: { captured: { app: 'shared' }, path: '!shared/src/{{ from.element.captured.folder }}' } },
      dependency: { kind: 'value' },
    },
    message:
      '@portal/shared/{{ from.element.captured.folder }} is a federation singleton of its own: reach the rest of shared through "@portal/shared" (import type is fine).',
  },
  {
    // The API's schemas are TypeBox code for the API; the browser needs only their types.
    // (Relative imports of shared/src/schemas from another shared folder meet the rule above.)
    disallow: { dependency: { source: '@portal/shared/schemas', kind: 'value' } },
    message: 'The API schemas stay out of browser bundles: use the types of @portal/shared/contract (or import type).',
  },
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'api/drizzle/',
    'e2e/test-results/',
    'e2e/test-results-screens/',
    'e2e/playwright-report/',
    '**/.data/',
    '**/.bench/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: globals.node,
    },
    rules: {
      // Fastify handlers and the mocked fetchers of the tests are async by contract even when their
      // body is synchronous; the rule would have each return Promise.resolve(...) by hand instead.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // No tsconfig covers configs and scripts: lint them without type information.
  { files: ['**/*.{js,cjs,mjs}', 'scripts/**/*.ts'], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS is what webpack and jest load these with.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The API reads raw SQL only through selectRows, whose row schema checks what the driver gave.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/test/query-rows'], message: 'Read raw SQL with selectRows and a row schema (src/db/client.ts).' }] },
      ],
    },
  },
  {
    files: FRONT_END_SOURCES,
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat.recommended],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: FRONT_END_SOURCES,
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': ELEMENTS,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: IMPORT_POLICIES }] },
  },
);
