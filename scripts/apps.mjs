/** The portal's front-end apps, their folders, federation names and default ports (ARCHITECTURE.md). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ALL_APPS = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'mf-projects', name: 'mf_projects', port: 3001 },
  { dir: 'mf-project-details', name: 'mf_project_details', port: 3002 },
  { dir: 'mf-finance', name: 'mf_finance', port: 3003 },
  { dir: 'mf-timesheet', name: 'mf_timesheet', port: 3004 },
  { dir: 'mf-config', name: 'mf_config', port: 3005 },
  { dir: 'mf-reports', name: 'mf_reports', port: 3006 },
];

export const API_PORT = 4000;

/** Only the apps that exist in this checkout (remotes arrive one issue at a time). */
export const APPS = ALL_APPS.filter((app) => existsSync(path.join(ROOT, app.dir, 'package.json')));
export const REMOTES = APPS.filter((app) => app.name !== 'shell');

export const isBuilt = (app) => existsSync(path.join(ROOT, app.dir, 'dist', app.name === 'shell' ? 'index.html' : 'mf-manifest.json'));
