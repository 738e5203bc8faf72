/**
 * pnpm start: builds whatever app has no build yet, then serves the API (seeded on first
 * start) and every app from its own port, and prints the portal's address.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_PORT, APPS, isBuilt, ROOT, SHELL } from './apps.mjs';
import { spawnGroup, stopGroup } from './process-group.mjs';

const children = [];

function run(command, args, options = {}) {
  const child = spawnGroup(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    if (code && !stopping) {
      console.error(`${args.join(' ')} stopped with code ${code}`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  children.forEach(stopGroup);
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

for (const app of APPS.filter((candidate) => !isBuilt(candidate))) {
  console.log(`building ${app.dir}…`);
  const result = spawnSync('pnpm', ['--filter', `./${app.dir}`, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('pnpm', ['--filter', 'api', 'start'], { env: { ...process.env, PORT: String(API_PORT) } });
for (const app of APPS) {
  const args = [path.join('scripts', 'serve-static.mjs'), path.join(app.dir, 'dist'), String(app.port)];
  run(process.execPath, app === SHELL ? [...args, '--spa', '--api', `http://localhost:${API_PORT}`] : args);
}

async function waitForApi() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${API_PORT}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not start within a minute');
}

waitForApi().then(
  () => console.log(`\n  The portal is ready: http://localhost:${SHELL.port}  (demo accounts in README.md)\n`),
  (error) => {
    console.error(error.message);
    stop(1);
  },
);
