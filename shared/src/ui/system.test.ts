/**
 * @jest-environment node
 *
 * The portal's Chakra system has every recipe its components ask for: each
 * `@chakra-ui/react/<component>` import in the repository is traced to the recipes that component
 * (and the Chakra components it renders) uses. A component whose recipe the system lacked would
 * render unstyled, silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { frontEndSourceFiles } from '../testing/front-end-sources';
import { defaultSystem } from '@chakra-ui/react/preset';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { portalSystem } from './system';
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

const recipesOf = (components: Set<string>) =>
  [...components].flatMap((component) => [...recipeKeysOf(component)].map((key) => ({ component, key })));
const used = recipesOf(importedComponents());

const kindIn = (system: SystemContext, key: string) =>
  system.isSlotRecipe(key) ? 'slot recipe' : system.isRecipe(key) ? 'recipe' : 'missing';
const expectedKind = (key: string) => (defaultSystem.isSlotRecipe(key) ? 'slot recipe' : 'recipe');

it('finds the components the portal renders', () => {
  expect(used.map(({ key }) => key)).toEqual(expect.arrayContaining(['button', 'table', 'dialog', 'field']));
});

it.each(used)('has the $key recipe that @chakra-ui/react/$component uses', ({ key }) => {
  expect({ key, kind: kindIn(portalSystem(), key) }).toEqual({ key, kind: expectedKind(key) });
});

it('styles a component with its recipe', () => {
  const dialogStyles = portalSystem().getSlotRecipeFn('dialog') as (props: object) => Record<string, unknown>;
  expect(dialogStyles({}).backdrop).toHaveProperty(['@layer recipes', 'position'], 'fixed');
});

it('leaves out only colour palettes that no code names', () => {
  const named = new RegExp(`['"\`](${LEFT_OUT_PALETTES.join('|')})(\\.[a-z0-9]+)?['"\`]`);
  const naming = frontEndSourceFiles().filter((file) => !file.endsWith('system-config.ts') && named.test(readFileSync(file, 'utf8')));
  expect(naming).toEqual([]);
  expect(portalSystem().token('colors.teal.500', 'left out')).toBe('left out');
  expect(portalSystem().token('colors.blue.500', 'left out')).not.toBe('left out');
});
