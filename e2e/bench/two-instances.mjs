/**
 * pnpm bench, instances part (issue 33): requests per second of the weekly timesheet
 * (GET ts-by-week) and a report (GET reports-occupancy, 31 days) with one API instance and then
 * with two on the same PostgreSQL, in one run. The load generator sends each request to the
 * instances in turn (round robin, as the shell's forwarder does) from BENCH_INSTANCES_CONNECTIONS
 * concurrent connections (default 32) for BENCH_INSTANCES_S seconds (default 10) per figure.
 *
 * Runs on BENCH_DATABASE_URL or the throwaway server of scripts/with-postgres.sh:
 *   bash scripts/with-postgres.sh node e2e/bench/two-instances.mjs
 * The database gets the demo seed when empty. Localhost only, bounded by time and connections.
 * Figures, not pass/fail: on a two-core machine the load generator, PostgreSQL and the
 * instances share the cores (api/README.md).
 */
import { randomBytes } from 'node:crypto';
import { API_PORT as USUAL_API_PORT, ROOT } from '../../scripts/apps.mjs';
import { spawnGroup, stopGroup } from '../../scripts/process-group.mjs';

const DATABASE_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!DATABASE_URL) {
  console.error('Set BENCH_DATABASE_URL, or run through scripts/with-postgres.sh (see the comment at the top).');
  process.exit(2);
}
const PORTS = [USUAL_API_PORT + 160, USUAL_API_PORT + 161];
const CONNECTIONS = Number(process.env.BENCH_INSTANCES_CONNECTIONS ?? 32);
const DURATION_MS = Number(process.env.BENCH_INSTANCES_S ?? 10) * 1000;
const WARM_UP_MS = 2000;
const SECRET = randomBytes(32).toString('hex');

const instances = [];
const stopAll = () => instances.forEach(stopGroup);
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function start(port) {
  const child = spawnGroup('pnpm', ['--filter', 'api', 'start'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL,
      PUSHER_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '10000',
      LOGIN_IP_RATE_LIMIT_MAX: '10000',
    },
  });
  instances.push(child);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(`http://localhost:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API on ${port} did not start`);
}

async function login(port, email) {
  const response = await fetch(`http://localhost:${port}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', token: true }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return (await response.json()).data.token;
}

/** Requests per second for `ms` from CONNECTIONS loops, each request to the next port in turn. */
async function rate(ports, token, urlOf, ms) {
  let turn = 0;
  let done = 0;
  let errors = 0;
  const until = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < until) {
      const port = ports[turn++ % ports.length];
      const response = await fetch(`http://localhost:${port}/api/${urlOf(turn)}`, {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'identity' },
      }).catch(() => null);
      if (response?.ok) {
        await response.arrayBuffer();
        done++;
      } else errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { perSecond: done / ((performance.now() - started) / 1000), errors };
}

const isoDaysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** The weeks of the last few months: ts-by-week counts weeks from ISO week 1 of this year. */
let currentWeek = 1;
const CALLS = [
  { name: 'weekly timesheet (GET ts-by-week)', account: 'dev@agency.test', url: (i) => `ts-by-week/${currentWeek - (i % 20)}` },
  {
    name: 'report (GET reports-occupancy, 31 days)',
    account: 'pm@agency.test',
    url: () => `reports-occupancy?startDate=${isoDaysAgo(30)}&endDate=${isoDaysAgo(0)}`,
  },
];

try {
  await start(PORTS[0]);
  const dev = await login(PORTS[0], 'dev@agency.test');
  const weekOne = await (
    await fetch(`http://localhost:${PORTS[0]}/api/ts-by-week/1`, { headers: { Authorization: `Bearer ${dev}` } })
  ).json();
  currentWeek = Math.floor((Date.now() - Date.parse(weekOne.startDate)) / (7 * 86_400_000)) + 1;
  const results = [];
  for (const [count, ports] of [
    [1, PORTS.slice(0, 1)],
    [2, PORTS],
  ]) {
    if (count === 2) await start(PORTS[1]);
    for (const call of CALLS) {
      const token = await login(PORTS[0], call.account);
      await rate(ports, token, call.url, WARM_UP_MS);
      results.push({ count, name: call.name, ...(await rate(ports, token, call.url, DURATION_MS)) });
    }
  }
  console.log(`\nAPI instances on one PostgreSQL: requests/s, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each`);
  for (const call of CALLS) {
    const [one, two] = [1, 2].map((count) => results.find((r) => r.count === count && r.name === call.name));
    console.log(
      `  ${call.name.padEnd(42)} one: ${one.perSecond.toFixed(0).padStart(6)}  two: ${two.perSecond.toFixed(0).padStart(6)}  ` +
        `x${(two.perSecond / one.perSecond).toFixed(2)}  errors: ${one.errors + two.errors}`,
    );
  }
} finally {
  stopAll();
}
