/**
 * Starts everything the suite runs against, and returns the teardown that stops it:
 * - the API on API_PORT with a fresh database, outbox and uploads under e2e/.data/<run>/
 *   (seeded on start), and sign-in limits per IP the whole suite cannot reach (every test
 *   signs in from 127.0.0.1; the per-account backoff stays as deployed);
 * - shell/dist on SHELL_PORT (--spa) with this run's /config.json and /remotes.json;
 * - every built remote (mf-star/dist) on its port.
 * The apps are built beforehand by the root `pnpm test:e2e` (pnpm build); a missing dist
 * folder stops the run with a message saying so.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_ORIGIN, API_PORT, API_URL, BASE_URL, E2E_DIR, remotePort, ROOT_DIR, SHELL_PORT } from './support/env';
import { isPortFree, isRunning, serveStatic, startProcess, stopProcess, waitForUrl, type Started } from './support/processes';

const KEEP_RUNS = 3;

type App = { dir: string; name: string; port: number };

/** The apps of this checkout, from scripts/apps.mjs (the same list `pnpm start` serves). */
async function remoteApps() {
  const apps = (await import(pathToFileURL(path.join(ROOT_DIR, 'scripts/apps.mjs')).href)) as { REMOTES: App[] };
  return apps.REMOTES.map((app) => ({ ...app, port: remotePort(app.name), dist: path.join(ROOT_DIR, app.dir, 'dist') }));
}

function checkBuilt(remotes: Awaited<ReturnType<typeof remoteApps>>): void {
  const missing = [
    // csp.json: a shell built before its pages had a CSP is not a build serve-static.mjs serves.
    ...(['index.html', 'csp.json'].every((file) => existsSync(path.join(ROOT_DIR, 'shell/dist', file))) ? [] : ['shell/dist']),
    ...remotes.filter((app) => !existsSync(path.join(app.dist, 'mf-manifest.json'))).map((app) => `${app.dir}/dist`),
  ];
  if (missing.length > 0) {
    throw new Error(
      `The end-to-end suite runs against the production builds, and ${missing.join(', ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} missing. Build first: \`pnpm build\` in the repository root ` +
        '(or run the whole thing with `pnpm test:e2e`).',
    );
  }
}

function freshRunDir(): string {
  const base = path.join(E2E_DIR, '.data');
  mkdirSync(base, { recursive: true });
  // Keep the last few runs (their logs help after a failure), remove the older ones.
  const runs = readdirSync(base)
    .filter((name) => name.startsWith('run-'))
    .sort();
  for (const old of runs.slice(0, Math.max(0, runs.length - (KEEP_RUNS - 1)))) {
    rmSync(path.join(base, old), { recursive: true, force: true });
  }
  const dir = path.join(base, `run-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  for (const sub of ['pglite', 'outbox', 'uploads', 'logs']) mkdirSync(path.join(dir, sub), { recursive: true });
  return dir;
}

/** This run's deploy-time files: the shell talks to this run's API and remotes. */
function writeDeployFiles(dir: string): { config: string; remotes: string } {
  const shellPublic = path.join(ROOT_DIR, 'shell/dist');
  const config = JSON.parse(readFileSync(path.join(shellPublic, 'config.json'), 'utf8')) as { apiUrl: string; realtime: object };
  // As `pnpm start` serves it: the shell's origin forwards /api to this run's API (--api below).
  config.apiUrl = '/api';
  config.realtime = { ...config.realtime, wsHost: 'localhost', wsPort: API_PORT };
  const remotes = JSON.parse(readFileSync(path.join(shellPublic, 'remotes.json'), 'utf8')) as Record<string, string>;
  // Every remote, served or not, on the suite's port for it: a remote this run does not serve
  // is "not deployed" even if something else listens on its usual port.
  for (const [name, entry] of Object.entries(remotes)) {
    const url = new URL(entry);
    url.port = String(remotePort(name));
    remotes[name] = url.href;
  }
  const files = { config: path.join(dir, 'config.json'), remotes: path.join(dir, 'remotes.json') };
  writeFileSync(files.config, `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(files.remotes, `${JSON.stringify(remotes, null, 2)}\n`);
  return files;
}

export default async function globalSetup() {
  const remotes = await remoteApps();
  checkBuilt(remotes);

  const ports = [
    { what: 'the API', port: API_PORT },
    { what: 'the shell', port: SHELL_PORT },
    ...remotes.map((app) => ({ what: app.name, port: app.port })),
  ];
  const busy = [];
  for (const entry of ports) if (!(await isPortFree(entry.port))) busy.push(entry);
  if (busy.length > 0) {
    throw new Error(
      `Port(s) already in use: ${busy.map((b) => `${b.port} (${b.what})`).join(', ')}. Stop whatever runs there ` +
        '(a `pnpm start` or `pnpm dev`?) or move the suite, e.g. E2E_PORT_OFFSET=100 (shell 3100, API 4100, ...)',
    );
  }

  const dir = freshRunDir();
  process.env.E2E_RUN_DIR = dir;
  const logDir = path.join(dir, 'logs');
  const deploy = writeDeployFiles(dir);

  const started: Started[] = [];
  const stopAll = async () => {
    await Promise.all(started.splice(0).map((child) => stopProcess(child)));
  };
  // If the runner is interrupted, do not leave servers behind.
  const killOnExit = () => {
    for (const { child } of started) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killOnExit);

  try {
    const api = startProcess('api', 'pnpm', ['--filter', 'api', 'start'], {
      logDir,
      env: {
        PORT: String(API_PORT),
        DATA_DIR: path.join(dir, 'pglite'),
        OUTBOX_DIR: path.join(dir, 'outbox'),
        UPLOAD_DIR: path.join(dir, 'uploads'),
        TWO_FACTOR_KEY_FILE: path.join(dir, 'two-factor.key'),
        PUBLIC_API_URL: API_URL,
        PORTAL_URL: BASE_URL,
        CORS_ORIGINS: [BASE_URL, BASE_URL.replace('localhost', '127.0.0.1')].join(','),
        LOGIN_RATE_LIMIT_MAX: '1000',
        LOGIN_IP_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
        // Mail goes to the outbox and data to this run's PGlite, whatever the shell has set.
        SMTP_URL: '',
        DATABASE_URL: '',
        PUSHER_APP_ID: '',
        PUSHER_SECRET: '',
      },
    });
    started.push(api);
    const statics = [
      serveStatic('shell', path.join(ROOT_DIR, 'shell/dist'), SHELL_PORT, {
        logDir,
        extraArgs: ['--spa', '--config', deploy.config, '--remotes', deploy.remotes, '--api', API_ORIGIN],
        probe: '/config.json',
      }),
      ...remotes.map((app) => serveStatic(app.name, app.dist, app.port, { logDir, probe: '/mf-manifest.json' })),
    ];
    // Push each server as soon as it exists, so a failure still stops the others.
    const results = await Promise.allSettled(statics);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    await waitForUrl(`${API_URL}/health`, { timeoutMs: 120_000, process: api });
    // Whatever answered must be this run's API, not one that took the port meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (!isRunning(api)) throw new Error(`the API exited after start (port ${API_PORT} taken?); see ${api.log}`);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return async () => {
    process.removeListener('exit', killOnExit);
    await stopAll();
  };
}
