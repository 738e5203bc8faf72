/**
 * pnpm bench, the project timesheet panel under load (issue 33): the large seed's busiest
 * project over the last year (thousands of entries in the period), its pages of
 * `GET ts-by-projectId` asked by 50 connections at once (opened before the clock starts). Prints p50/p95/p99, requests/s and
 * errors beside the budget (p99 <= 500 ms, 0 errors, on PGlite).
 *
 * Localhost only, bounded: a fixed number of requests (BENCH_PANEL_REQUESTS, default 2,000),
 * stopped after BENCH_PANEL_MAX_S seconds (default 120) whatever is left. BENCH_DATABASE_URL runs
 * it on PostgreSQL (see bench/api.mjs).
 */
import { call, ENGINE, login, ms, openConnections, percentile, seed, spread, startApi, stopApi } from './large-seed-api.mjs';

const CONNECTIONS = 50;
const REQUESTS = Number(process.env.BENCH_PANEL_REQUESTS ?? 2000);
const MAX_MS = Number(process.env.BENCH_PANEL_MAX_S ?? 120) * 1000;
const BUDGET_P99_MS = 500;

/** The PM's project with the most entries in the period (counted by the API: one entry a call). */
async function busiestProject(pm, period) {
  const { data: projects } = (await call('GET', 'ts-projects', pm)).body;
  let busiest = { id: 0, entries: 0 };
  for (const { id } of projects) {
    const { body } = await call('GET', `ts-by-projectId/${id}?${period}&resPerPage=1`, pm);
    if (body.totalResults > busiest.entries) busiest = { id, entries: body.totalResults };
  }
  return busiest;
}

try {
  seed();
  await startApi();
  const pm = await login('pm@agency.test');
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const period = `startDate=${yearAgo}&endDate=${today}`;
  const project = await busiestProject(pm, period);
  const pages = Math.ceil(project.entries / 100);
  console.log(
    `\nProject timesheet panel, ${ENGINE}: project ${project.id}, ${project.entries} entries in a year (${pages} pages), ` +
      `${CONNECTIONS} connections, ${REQUESTS} requests (ms)`,
  );
  await openConnections(Array.from({ length: CONNECTIONS }, () => pm));
  const times = [];
  const errors = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + MAX_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < REQUESTS && performance.now() < deadline) {
        const page = 1 + spread(next, Math.min(pages, 50));
        next += 1;
        const sent = performance.now();
        try {
          const { status } = await call('GET', `ts-by-projectId/${project.id}?${period}&page=${page}`, pm);
          if (status !== 200) errors.push(String(status));
        } catch (error) {
          errors.push(error.message);
        }
        times.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 0.99);
  console.log(`  requests         ${times.length} in ${seconds.toFixed(1)} s (${(times.length / seconds).toFixed(0)} per s)`);
  console.log(`  p50 / p95 / p99  ${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.95))} ${ms(p99)}`);
  console.log(`  errors           ${errors.length}${errors.length ? `  first: ${errors[0]}` : ''}`);
  console.log(
    `  budget           p99 <= ${BUDGET_P99_MS} ms, 0 errors: ${p99 <= BUDGET_P99_MS && errors.length === 0 ? 'within' : 'OVER'}`,
  );
} finally {
  stopApi();
}
