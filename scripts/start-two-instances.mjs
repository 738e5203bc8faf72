/**
 * pnpm start:two-instances: the portal with two API instances on one PostgreSQL behind the
 * shell's forwarder, which sends /api calls and live-feed WebSockets to them in turn (round
 * robin), as a load balancer in front of N instances would. The database is DATABASE_URL, or
 * the throwaway server of scripts/with-postgres.sh (TEST_DATABASE_URL), which the package script
 * wraps around this one. Both instances share the upload folder (one machine), the secret that
 * signs live-feed subscriptions and the two-factor key; live events, rate limits and sessions
 * meet in the database.
 *
 *   node scripts/start-two-instances.mjs [--shell-port N] [--api-ports A,B] [--remotes file] [--no-remotes]
 *
 * --remotes and --no-remotes let the end-to-end suite put this shell in front of the remotes it
 * already serves. The first instance starts alone (it migrates and seeds an empty database),
 * then the second.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PORT, APPS, isBuilt, REMOTES, ROOT, SHELL } from './apps.mjs';
import { spawnGroup, stopGroup } from './process-group.mjs';

const { values } = parseArgs({
  options: {
    'shell-port': { type: 'string' },
    'api-ports': { type: 'string' },
    remotes: { type: 'string' },
    'no-remotes': { type: 'boolean' },
  },
});
const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL, or run through scripts/with-postgres.sh (pnpm start:two-instances does).');
  process.exit(2);
}
const shellPort = Number(values['shell-port'] ?? SHELL.port);
const apiPorts = (values['api-ports'] ?? `${API_PORT + 1},${API_PORT + 2}`).split(',').map(Number);
const portalUrl = `http://localhost:${shellPort}`;

const missing = (values['no-remotes'] ? [SHELL] : APPS).filter((app) => !isBuilt(app));
if (missing.length > 0) {
  console.error(`Build first (pnpm build): ${missing.map((app) => app.dir).join(', ')} has no build.`);
  process.exit(1);
}

const children = [];
let stopping = false;
function stop(code = 0) {
  stopping = true;
  children.forEach(stopGroup);
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

function run(command, args, env = {}) {
  const child = spawnGroup(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${args.join(' ')} stopped with code ${code}`);
      stop(1);
    }
  });
  return child;
}

async function waitForHealth(port) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API on port ${port} did not start within two minutes`);
}

// Every instance must accept the subscriptions another one signed: the browser asks whichever
// instance the forwarder picks to sign, then connects its WebSocket through it again.
const instanceEnv = {
  DATABASE_URL: databaseUrl,
  PUSHER_SECRET: process.env.PUSHER_SECRET || randomBytes(32).toString('hex'),
  PUBLIC_API_URL: `${portalUrl}/api`,
  PORTAL_URL: portalUrl,
  CORS_ORIGINS: [portalUrl, portalUrl.replace('localhost', '127.0.0.1')].join(','),
  PUSHER_WS_HOST: 'localhost',
  PUSHER_WS_PORT: String(shellPort),
  PUSHER_APP_ID: '',
};

// The shell's live feed connects to its own origin, which forwards /app/ to the instances.
const work = mkdtempSync(path.join(os.tmpdir(), 'portal-two-instances-'));
const config = JSON.parse(readFileSync(path.join(ROOT, SHELL.dir, 'dist', 'config.json'), 'utf8'));
config.apiUrl = '/api';
config.realtime = { ...config.realtime, wsHost: 'localhost', wsPort: shellPort };
const configFile = path.join(work, 'config.json');
writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);

try {
  for (const port of apiPorts) {
    run('pnpm', ['--filter', 'api', 'start'], { ...instanceEnv, PORT: String(port) });
    await waitForHealth(port);
  }
} catch (error) {
  console.error(error.message);
  stop(1);
}

const apiOrigins = apiPorts.map((port) => `http://localhost:${port}`).join(',');
const shellArgs = [path.join('scripts', 'serve-static.mjs'), path.join(SHELL.dir, 'dist'), String(shellPort), '--spa', '--api', apiOrigins];
run(process.execPath, [...shellArgs, '--config', configFile, ...(values.remotes ? ['--remotes', values.remotes] : [])]);
if (!values['no-remotes']) {
  for (const app of REMOTES)
    run(process.execPath, [path.join('scripts', 'serve-static.mjs'), path.join(app.dir, 'dist'), String(app.port)]);
}
console.log(`\n  The portal is ready: ${portalUrl}  (API instances on ${apiPorts.join(' and ')}, round robin)\n`);
