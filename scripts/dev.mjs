/** pnpm dev: every app under webpack's dev server (rebuild on save) and the API in watch mode. */
import { APPS, ROOT, SHELL } from './apps.mjs';
import { spawnGroup, stopGroup } from './process-group.mjs';

const children = [
  spawnGroup('pnpm', ['--filter', 'api', 'dev'], { cwd: ROOT, stdio: 'inherit' }),
  ...APPS.map((app) => spawnGroup('pnpm', ['--filter', `./${app.dir}`, 'dev'], { cwd: ROOT, stdio: 'inherit' })),
];
const stop = () => {
  children.forEach(stopGroup);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`\n  Development servers starting: http://localhost:${SHELL.port}\n`);
