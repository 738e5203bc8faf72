/**
 * The workspace's import rules, checked over every front-end source file:
 * - Chakra only by component subpath: the root barrel would put the whole library on the first page;
 * - imports go one way: shared -> remotes -> shell; no area reaches into another's sources;
 * - a subpath of @portal/shared ("@portal/shared/lists") is its own federation singleton, so its
 *   code reaches the rest of shared only through "@portal/shared": a relative import would
 *   bundle a second copy of the session store or the toaster into the subpath's chunk.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const FRONT_ENDS = readdirSync(ROOT).filter(
  (name) => (name === 'shell' || name === 'shared' || name.startsWith('mf-')) && statSync(path.join(ROOT, name)).isDirectory(),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:import|export)([^'"]*?)from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const imports = FRONT_ENDS.flatMap((app) =>
  sourceFiles(path.join(ROOT, app, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => ({
      app,
      file: path.relative(ROOT, file),
      typeOnly: /^\s*type\b/.test(match[1] ?? ''),
      specifier: match[2] ?? match[3],
      resolved: (match[2] ?? match[3]).startsWith('.') ? path.resolve(path.dirname(file), match[2] ?? match[3]) : null,
    })),
  ),
);

describe('import rules', () => {
  it('scans the front-end sources', () => {
    expect(FRONT_ENDS).toEqual(expect.arrayContaining(['shell', 'shared', 'mf-projects']));
    expect(imports.length).toBeGreaterThan(100);
  });

  it('never imports the @chakra-ui/react barrel', () => {
    expect(imports.filter((i) => i.specifier === '@chakra-ui/react').map((i) => i.file)).toEqual([]);
  });

  it('keeps relative imports inside their own app', () => {
    const crossing = imports.filter((i) => i.resolved && !i.resolved.startsWith(path.join(ROOT, i.app) + path.sep));
    expect(crossing.map((i) => `${i.file} -> ${i.specifier}`)).toEqual([]);
  });

  it('never imports the shell or a remote by package name', () => {
    const names = new Set(FRONT_ENDS.filter((app) => app !== 'shared'));
    expect(imports.filter((i) => names.has(i.specifier.split('/')[0])).map((i) => `${i.file} -> ${i.specifier}`)).toEqual([]);
  });

  it('keeps each shared subpath self-contained but for type imports', () => {
    const { exports } = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { exports: Record<string, string> };
    const subpathDirs = Object.entries(exports)
      .filter(([subpath]) => subpath !== '.' && subpath !== './testing')
      .map(([, file]) => path.dirname(path.join(ROOT, 'shared', file)) + path.sep);
    const leaking = imports.filter((i) => {
      const dir = subpathDirs.find((d) => path.join(ROOT, i.file).startsWith(d));
      return dir && i.resolved && !i.typeOnly && !i.resolved.startsWith(dir);
    });
    expect(leaking.map((i) => `${i.file} -> ${i.specifier}`)).toEqual([]);
  });
});
