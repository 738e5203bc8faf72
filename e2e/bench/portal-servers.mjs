/**
 * The portal as the first-load benches serve it: a freshly seeded API on a spare port and the
 * built apps on static servers beside it (scripts/serve-static.mjs), the shell forwarding /api.
 * Ports are the usual ones (apps.json) moved by an offset, so a bench runs beside `pnpm start`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, APPS, ROOT } from '../../scripts/apps.mjs';
import { spawnGroup, stopGroup } from '../../scripts/process-group.mjs';

/** Every server started here, stopped when the bench's process ends however it ends. */
const started = [];
process.on('exit', () => started.forEach(stopGroup));
const spawnServer = (...args) => {
  const child = spawnGroup(...args);
  started.push(child);
  return child;
};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const shellOrigin = (offset) => `http://localhost:${APPS.find((app) => app.name === 'shell').port + offset}`;
const apiUrl = (offset) => `http://localhost:${API_PORT + offset}/api`;

async function waitFor(url) {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the API on API_PORT + `offset` with its data in `work`, allowing the browser origins of
 * every offset in `servedOffsets`; resolves once it answers.
 * @returns {Promise<{ stop: () => void }>}
 */
export async function startApi({ work, offset, servedOffsets = [offset] }) {
  const url = apiUrl(offset);
  const taken = await fetch(`${url}/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${API_PORT + offset} is taken (an earlier bench still running?): stop it first`);
  const dataDir = path.join(work, 'api');
  const origins = servedOffsets.flatMap((served) => APPS.map((app) => `http://localhost:${app.port + served}`)).join(',');
  const api = spawnServer('pnpm', ['--filter', 'api', 'start'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(API_PORT + offset),
      DATA_DIR: path.join(dataDir, 'pglite'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      CORS_ORIGINS: origins,
      PUBLIC_API_URL: url,
      // Every measured page load signs in from 127.0.0.1.
      LOGIN_IP_RATE_LIMIT_MAX: '10000',
    },
  });
  await waitFor(`${url}/health`);
  return { stop: () => stopGroup(api) };
}

/** A PM's API token, to give the browsers as a session cookie (session-cookies.mjs). */
export async function apiToken(offset) {
  const response = await fetch(`${apiUrl(offset)}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // An API client's sign-in: the token in the answer.
    body: JSON.stringify({ email: 'pm@agency.test', password: 'demo1234', token: true }),
  });
  return (await response.json()).data.token;
}

/**
 * Serves the builds in `<root>/<app dir>/<outDir>` on the usual ports moved by `offset`, the
 * shell forwarding /api to the API on API_PORT + `apiOffset`.
 * @returns {{ ready: Promise<unknown>, stop: () => void }}
 */
export function serveBuilds({ work, root = ROOT, outDir, offset, apiOffset = offset, apps = APPS }) {
  const remotes = Object.fromEntries(
    APPS.filter((app) => app.name !== 'shell').map((app) => [app.name, `http://localhost:${app.port + offset}/mf-manifest.json`]),
  );
  const remotesFile = path.join(work, `remotes-${offset}.json`);
  const configFile = path.join(work, `config-${offset}.json`);
  writeFileSync(remotesFile, JSON.stringify(remotes));
  const wsPort = API_PORT + apiOffset;
  writeFileSync(
    configFile,
    JSON.stringify({ apiUrl: '/api', realtime: { key: 'portal-key', wsHost: 'localhost', wsPort, forceTLS: false, cluster: 'local' } }),
  );
  const servers = apps.map((app) => {
    const args = [path.join(ROOT, 'scripts/serve-static.mjs'), path.join(root, app.dir, outDir), String(app.port + offset)];
    if (app.name === 'shell') args.push('--spa', '--remotes', remotesFile, '--config', configFile, '--api', `http://localhost:${wsPort}`);
    return spawnServer(process.execPath, args, { stdio: 'ignore' });
  });
  return {
    ready: Promise.all(
      apps.map((app) => waitFor(`http://localhost:${app.port + offset}/${app.name === 'shell' ? 'config.json' : 'mf-manifest.json'}`)),
    ),
    stop: () => servers.forEach(stopGroup),
  };
}
