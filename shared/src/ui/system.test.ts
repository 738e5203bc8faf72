/**
 * @jest-environment node
 *
 * The portal's Chakra system carries only the recipes its components use (system.ts). Here
 * every `@chakra-ui/react/<component>` import in the repository is traced to the recipes that
 * component (and the Chakra components it renders) asks for, and each must be in the system:
 * a component added without its recipe would otherwise render unstyled, silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react/preset';
import { portalSystem } from './system';

const ROOT = path.resolve(__dirname, '../../..');
const COMPONENTS = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/components');
const SOURCE_DIRS = [
  'shell/src',
  'shared/src',
  ...readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mf-'))
    .map((dir) => `${dir}/src`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The Chakra component subpaths the portal imports. */
function importedComponents(): Set<string> {
  const components = new Set<string>();
  for (const dir of SOURCE_DIRS.filter((candidate) => existsSync(path.join(ROOT, candidate)))) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      for (const [, sub] of readFileSync(file, 'utf8').matchAll(/from '@chakra-ui\/react\/([a-z-]+)'/g)) {
        if (existsSync(path.join(COMPONENTS, sub))) components.add(sub);
      }
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

const used = [...importedComponents()].flatMap((component) => [...recipeKeysOf(component)].map((key) => ({ component, key })));

it('finds the components the portal renders', () => {
  expect(used.map(({ key }) => key)).toEqual(expect.arrayContaining(['button', 'table', 'dialog', 'field']));
});

it.each(used)('has the $key recipe that @chakra-ui/react/$component uses', ({ key }) => {
  const kind = defaultSystem.isSlotRecipe(key) ? 'slot recipe' : 'recipe';
  expect({ key, kind: portalSystem.isSlotRecipe(key) ? 'slot recipe' : portalSystem.isRecipe(key) ? 'recipe' : 'missing' }).toEqual({
    key,
    kind,
  });
});
