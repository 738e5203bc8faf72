/** The front-end source files of this checkout (shell, shared and every remote), for tests that read the code itself. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Absolute paths of every .ts/.tsx file under shell/src, shared/src and mf-*\/src. */
export function frontEndSourceFiles(): string[] {
  const dirs = ['shell', 'shared', ...readdirSync(ROOT).filter((dir) => dir.startsWith('mf-'))].map((dir) => path.join(ROOT, dir, 'src'));
  return dirs.filter((dir) => existsSync(dir)).flatMap(filesBelow);
}
