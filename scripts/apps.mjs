/** The roster (apps.json) for the Node scripts: the apps of this checkout, their folders, federation names and ports. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const roster = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));

export const API_PORT = roster.api.port;

/** Only the apps that exist in this checkout (remotes arrive one issue at a time). */
export const APPS = roster.apps.filter((app) => existsSync(path.join(ROOT, app.dir, 'package.json')));
export const SHELL = APPS.find((app) => app.name === 'shell');
export const REMOTES = APPS.filter((app) => app !== SHELL);

/** A shell built before its pages had a CSP lacks csp.json (serve-static.mjs needs it): it counts as not built. */
export const isBuilt = (app) =>
  (app === SHELL ? ['index.html', 'csp.json'] : ['mf-manifest.json']).every((file) => existsSync(path.join(ROOT, app.dir, 'dist', file)));
