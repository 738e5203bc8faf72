/**
 * Where the suite's servers listen and where the API keeps its files. The ports can be moved
 * with E2E_PORT_OFFSET or single E2E_*_PORT variables (when another copy of the portal already runs on the default ports);
 * global-setup writes the run folder into E2E_RUN_DIR, which the workers inherit.
 */
import path from 'node:path';
import roster from '../../apps.json';

/** E2E_PORT_OFFSET moves every default port at once (e.g. 100: shell 3100, API 4100). */
const OFFSET = Number(process.env.E2E_PORT_OFFSET || 0);
const port = (name: string, fallback: number) => Number(process.env[name] || fallback + OFFSET);

/** An app's usual port, from the roster (apps.json). */
function usualPort(name: string): number {
  const app = roster.apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`${name} is not in apps.json`);
  return app.port;
}

export const SHELL_PORT = port('E2E_SHELL_PORT', usualPort('shell'));
export const API_PORT = port('E2E_API_PORT', roster.api.port);
/**
 * The port the suite serves a remote on: E2E_<NAME>_PORT (e.g. E2E_MF_PROJECTS_PORT), or its
 * usual port (apps.json) moved by E2E_PORT_OFFSET.
 */
export const remotePort = (name: string) => port(`E2E_${name.toUpperCase()}_PORT`, usualPort(name));

export const BASE_URL = `http://localhost:${SHELL_PORT}`;
export const API_ORIGIN = `http://localhost:${API_PORT}`;
export const API_URL = `${API_ORIGIN}/api`;

export const E2E_DIR = path.resolve(__dirname, '..');
export const ROOT_DIR = path.resolve(E2E_DIR, '..');

/** The folder of this run (API data, outbox, uploads, logs); set by global-setup. */
export function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is not set: run the suite through playwright.config.ts (global-setup)');
  return dir;
}

export const outboxDir = () => path.join(runDir(), 'outbox');

/** The password of every seeded account (api/src/db/seed-data.ts). */
export const DEMO_PASSWORD = 'demo1234';

export const USERS = {
  pm: 'pm@agency.test',
  dev: 'dev@agency.test',
  dev2: 'dev2@agency.test',
  limited: 'limited@agency.test',
  it: 'it@agency.test',
  clientpm: 'clientpm@agency.test',
} as const;
