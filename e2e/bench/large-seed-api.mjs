/**
 * What the API benchmarks share: the large seed (about 1,000,000 timesheet entries, 200
 * developers over two years) in `.bench/api-large/pglite`, seeded once and kept
 * (BENCH_API_RESEED=1 starts it over), or on PostgreSQL when BENCH_DATABASE_URL is set (seeded
 * every time); the API served from it on localhost:4150; signed-in calls and timed reads.
 * BENCH_SEED_FACTOR=10 seeds ten times the developers (about 10,000,000 entries; meant for
 * PostgreSQL: `--factor` of the seed, generated in one INSERT ... SELECT in the database).
 * Localhost only; every measurement has a fixed number of calls.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_PORT as USUAL_API_PORT, ROOT } from '../../scripts/apps.mjs';
import { spawnGroup, stopGroup } from '../../scripts/process-group.mjs';

export { ROOT };
export const API_PORT = USUAL_API_PORT + 150;
export const API_URL = `http://localhost:${API_PORT}/api`;
export const DATA_DIR = path.join(ROOT, '.bench', 'api-large', 'pglite');
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? '';
export const SEED_FACTOR = Number(process.env.BENCH_SEED_FACTOR ?? 1);
export const ENGINE = `${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}, ${SEED_FACTOR === 1 ? '1M' : `${SEED_FACTOR}M`} entries`;

let api = null;
export const stopApi = () => api && stopGroup(api);
process.on('exit', stopApi);

export function seed() {
  if (!POSTGRES_URL && existsSync(DATA_DIR) && !process.env.BENCH_API_RESEED) return;
  mkdirSync(path.dirname(DATA_DIR), { recursive: true });
  console.log(
    POSTGRES_URL ? 'Seeding the large timesheet on PostgreSQL…' : 'Seeding the large timesheet (once; BENCH_API_RESEED=1 to redo)…',
  );
  const started = performance.now();
  const result = spawnSync('pnpm', ['--filter', 'api', 'seed', '--reset', '--scale', 'large', '--factor', String(SEED_FACTOR)], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATA_DIR, DATABASE_URL: POSTGRES_URL },
  });
  if (result.status !== 0) throw new Error('the large seed failed');
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function waitForHealth() {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(`${API_URL}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start');
}

export async function startApi() {
  const taken = await fetch(`${API_URL}/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${API_PORT} is taken (an earlier bench still running?): stop it first`);
  api = spawnGroup('pnpm', ['--filter', 'api', 'start'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(API_PORT),
      DATA_DIR,
      DATABASE_URL: POSTGRES_URL,
      LOGIN_RATE_LIMIT_MAX: '10000',
      // The bench signs in a few hundred developers from 127.0.0.1 within a minute.
      LOGIN_IP_RATE_LIMIT_MAX: '10000',
      PUBLIC_API_URL: API_URL,
    },
  });
  await waitForHealth();
}

export async function stopApiAndWait() {
  stopApi();
  api = null;
  // PGlite's directory is free once the API process has gone: its lock file disappears.
  for (let attempt = 0; attempt < 120 && existsSync(`${DATA_DIR}.lock`); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * One connection per token, opened together before a load phase's clock starts, as the open
 * pages of that many users have them: under a saturated event loop the API accepts new
 * connections about one per turn, so connections opened inside the phase leave their first
 * calls waiting seconds for it (the burst's slowest save was a writer's first, after 10 s).
 */
export async function openConnections(tokens) {
  await Promise.all(tokens.map((token) => call('GET', 'check-user-data', token)));
}

export async function call(method, url, token, body) {
  const response = await fetch(`${API_URL}/${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export async function signIn(email) {
  const response = await fetch(`${API_URL}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // An API client's sign-in: a bearer token in the answer.
    body: JSON.stringify({ email, password: 'demo1234', token: true }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return (await response.json()).data;
}

export const login = async (email) => (await signIn(email)).token;

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))];
export const ms = (value) => value.toFixed(1).padStart(7);

/**
 * `urls(i)` gives the i-th call's address; `warmUp` untimed calls first, then `reads` timed
 * ones, one at a time; prints a p50/p95 line against `budget` (ms).
 */
export async function measure(name, token, urls, { reads, budget, warmUp = 20 }) {
  for (let i = 0; i < warmUp; i += 1) await call('GET', urls(i), token);
  const times = [];
  for (let i = 0; i < reads; i += 1) {
    const started = performance.now();
    const { status } = await call('GET', urls(i + warmUp), token);
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`${name}: ${urls(i + warmUp)} answered ${status}`);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.log(`  ${name.padEnd(44)} ${ms(percentile(times, 0.5))} ${ms(p95)}   ${p95 <= budget ? 'within' : 'OVER'} budget`);
  return { name, p50: percentile(times, 0.5), p95 };
}

/** A deterministic spread of values for call i. */
export const spread = (i, count) => (i * 7919) % count;
