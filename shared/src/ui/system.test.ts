/**
 * @jest-environment node
 *
 * The portal's Chakra system carries only the recipes its components use (system.ts). Here
 * every `@chakra-ui/react/<component>` import in the repository is traced to the recipes that
 * component (and the Chakra components it renders) asks for, and each must be in the system
 * once all recipes are loaded; those that the shell's start-up imports (followed from
 * shell/src/index.tsx through static imports) must be in the sign-in system already. A
 * component added without its recipe would otherwise render unstyled, silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { frontEndSourceFiles, ROOT } from '../testing/front-end-sources';
import { defaultSystem } from '@chakra-ui/react/preset';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { loadAllRecipes, signInSystem, usePortalSystem } from './system';
import { LEFT_OUT_PALETTES } from './system-config';

const COMPONENTS = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/components');
/** The Chakra component subpaths the portal imports. */
function importedComponents(): Set<string> {
  const components = new Set<string>();
  for (const file of frontEndSourceFiles()) {
    for (const [, sub] of readFileSync(file, 'utf8').matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)) {
      if (existsSync(path.join(COMPONENTS, sub))) components.add(sub);
    }
  }
  return components;
}

/** Recipe keys a component's files name, following the other Chakra components it imports. */
function recipeKeysOf(component: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(component)) return keys;
  seen.add(component);
  for (const file of readdirSync(path.join(COMPONENTS, component)).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(COMPONENTS, component, file), 'utf8');
    for (const [, key] of code.matchAll(/key: "([a-zA-Z]+)"/g)) {
      if (defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key)) keys.add(key);
    }
    for (const [, other] of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      recipeKeysOf(other, seen).forEach((key) => keys.add(key));
    }
  }
  return keys;
}

const SHARED_EXPORTS = (JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { exports: Record<string, string> })
  .exports;

/** The file a static import of `specifier` in `from` loads, when it is the portal's own code. */
function resolveImport(specifier: string, from: string): string | undefined {
  const shared = /^@portal\/shared(\/.+)?$/.exec(specifier);
  if (shared) return path.join(ROOT, 'shared', SHARED_EXPORTS[shared[1] ? `.${shared[1]}` : '.']);
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(existsSync);
}

/** The Chakra components the shell's start-up imports: everything static from shell/src/index.tsx and the sign-in page. */
function startUpComponents(): Set<string> {
  const components = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';/gms)) {
      const chakra = /^@chakra-ui\/react\/([a-z-]+)$/.exec(specifier);
      if (chakra && existsSync(path.join(COMPONENTS, chakra[1]))) components.add(chakra[1]);
      const next = resolveImport(specifier, file);
      if (next) visit(next);
    }
  };
  visit(path.join(ROOT, 'shell/src/index.tsx'));
  // Loaded beside the start-up rather than statically, and drawn with the sign-in system too.
  visit(path.join(ROOT, 'shell/src/pages/login-page.tsx'));
  return components;
}

const recipesOf = (components: Set<string>) =>
  [...components].flatMap((component) => [...recipeKeysOf(component)].map((key) => ({ component, key })));
const used = recipesOf(importedComponents());
const atStartUp = recipesOf(startUpComponents());

const kindIn = (system: SystemContext, key: string) =>
  system.isSlotRecipe(key) ? 'slot recipe' : system.isRecipe(key) ? 'recipe' : 'missing';
/** What AppProvider renders with. */
const portalSystem = () => usePortalSystem.getState() ?? signInSystem();
const expectedKind = (key: string) => (defaultSystem.isSlotRecipe(key) ? 'slot recipe' : 'recipe');

it('finds the components the portal renders, and those of the start-up among them', () => {
  expect(used.map(({ key }) => key)).toEqual(expect.arrayContaining(['button', 'table', 'dialog', 'field']));
  expect(atStartUp.map(({ key }) => key)).toEqual(expect.arrayContaining(['button', 'field', 'card']));
  expect(atStartUp.map(({ key }) => key)).not.toContain('dialog');
});

it.each(used)('has the $key recipe that @chakra-ui/react/$component uses, once all recipes are loaded', async ({ key }) => {
  await loadAllRecipes();
  expect({ key, kind: kindIn(portalSystem(), key) }).toEqual({ key, kind: expectedKind(key) });
});

it.each(atStartUp)('has the $key recipe that @chakra-ui/react/$component uses at start-up in the sign-in system', ({ key }) => {
  expect({ key, kind: kindIn(signInSystem(), key) }).toEqual({ key, kind: expectedKind(key) });
});

it('styles a component of the signed-in pages with its recipe once all recipes are loaded', async () => {
  await loadAllRecipes();
  const dialogStyles = (system: SystemContext) => (system.getSlotRecipeFn('dialog') as (props: object) => Record<string, unknown>)({});
  expect(dialogStyles(signInSystem())).toEqual({});
  expect(dialogStyles(portalSystem()).backdrop).toHaveProperty(['@layer recipes', 'position'], 'fixed');
});

it('leaves out only colour palettes that no code names', () => {
  const named = new RegExp(`['"\`](${LEFT_OUT_PALETTES.join('|')})(\\.[a-z0-9]+)?['"\`]`);
  const naming = frontEndSourceFiles().filter((file) => !file.endsWith('system-config.ts') && named.test(readFileSync(file, 'utf8')));
  expect(naming).toEqual([]);
  expect(signInSystem().token('colors.teal.500', 'left out')).toBe('left out');
  expect(signInSystem().token('colors.blue.500', 'left out')).not.toBe('left out');
});
