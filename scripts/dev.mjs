/** pnpm dev: every app under webpack's dev server (rebuild on save) and the API in watch mode. */
import { spawn } from 'node:child_process';
import { APPS, ROOT } from './apps.mjs';

const children = [
  spawn('pnpm', ['--filter', 'api', 'dev'], { cwd: ROOT, stdio: 'inherit' }),
  ...APPS.map((app) => spawn('pnpm', ['--filter', `./${app.dir}`, 'dev'], { cwd: ROOT, stdio: 'inherit' })),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('\n  Development servers starting: http://localhost:3000\n');
