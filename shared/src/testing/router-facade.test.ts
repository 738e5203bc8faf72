/**
 * @jest-environment node
 *
 * Every app's `react-router-dom` and `react-router` resolve to scripts/webpack/react-router-facade.mjs
 * in the browser build. A name the portal imports from them but the facade does not export
 * would be undefined at run time, and the federation build cannot see it; this test reads
 * every import in the repository's front-end sources and checks each name against the facade.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
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

/** Names imported (as values) from react-router or react-router-dom, with the file that does it. */
function importedNames(): { name: string; file: string }[] {
  return SOURCE_DIRS.filter((dir) => existsSync(path.join(ROOT, dir)))
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router(?:-dom)?'/g)]
        .filter(([, typeOnly]) => !typeOnly)
        .flatMap(([, , names]) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '))
            .map((name) => ({ name: name.split(/\s+as\s+/)[0], file: path.relative(ROOT, file) })),
        ),
    );
}

const facade = readFileSync(path.join(ROOT, 'scripts/webpack/react-router-facade.mjs'), 'utf8');
const exported = new Set(
  /export\s*\{([^}]+)\}/
    .exec(facade)![1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
const imported = importedNames();

it('finds the router names the portal imports', () => {
  expect(imported.map(({ name }) => name)).toEqual(expect.arrayContaining(['Routes', 'Route', 'Link', 'useNavigate']));
});

it.each(imported)('exports $name, which $file imports', ({ name }) => {
  expect(exported).toContain(name);
});
