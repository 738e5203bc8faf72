/**
 * pnpm bench, API part: the timesheet reads on the large seed (about 1,000,000 entries, 200
 * developers over two years) and a saving burst. Figures, not pass/fail; the budget is printed
 * beside them (p95 <= 50 ms per read on PGlite).
 *
 * - Seeds `.bench/api-large/pglite` once with `pnpm --filter api seed --reset --scale large`
 *   (about a minute; kept for the next run, BENCH_API_RESEED=1 starts it over), then serves it
 *   on localhost:4150.
 * - Reads, one at a time after a warm-up, each over varied parameters: `GET ts-by-week` (a
 *   developer's own week, and a PM's week of one developer), `GET ts-by-projectId` (a project's
 *   month, as the panel opens it) and `GET ts-for-approval` when the API has it.
 * - Burst: 50 developers, each on a connection opened beforehand, save entries concurrently for
 *   10 s; then the API is stopped and the saved entries are counted in the database itself:
 *   errors and lost entries must be 0.
 *
 * Localhost only, bounded: every phase has a fixed number of calls or a fixed duration.
 * Options (env): BENCH_API_READS (calls per read, default 200), BENCH_API_WRITERS (50),
 * BENCH_API_BURST_S (10), BENCH_API_PHASES (`reads,burst`; `burst` alone for the writers);
 * BENCH_DATABASE_URL runs it all on that PostgreSQL database instead
 * (seeded every time), e.g. `bash scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL
 * pnpm --filter e2e bench:api'`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  call,
  DATA_DIR,
  ENGINE,
  login,
  measure as measureCalls,
  ms,
  openConnections,
  percentile,
  POSTGRES_URL,
  ROOT,
  seed,
  signIn,
  spread,
  startApi,
  stopApi,
  stopApiAndWait,
} from './large-seed-api.mjs';

const READS = Number(process.env.BENCH_API_READS ?? 200);
const WRITERS = Number(process.env.BENCH_API_WRITERS ?? 50);
const BURST_MS = Number(process.env.BENCH_API_BURST_S ?? 10) * 1000;
const BUDGET_P95_MS = 50;
const PHASES = (process.env.BENCH_API_PHASES ?? 'reads,burst').split(',');
/** Issue 33's budget for the saving burst: p95 on PGlite, entries per second on PostgreSQL. */
const BURST_BUDGET = POSTGRES_URL ? { perSecond: 1000 } : { p95: 500 };
const BURST_DAYS = 30;
const MARKER = `bench-burst-${Date.now()}`;
const measure = (name, token, urls) => measureCalls(name, token, urls, { reads: READS, budget: BUDGET_P95_MS });

async function reads() {
  const dev = await login('dev@agency.test');
  const pm = await login('pm@agency.test');
  const thisWeek = (await call('GET', 'ts-by-week/1', dev)).body;
  // Week numbers count from ISO week 1 of this year: the last two years are 1 - 104 .. current.
  const weekOf = (date) => Math.floor((Date.parse(date) - Date.parse(thisWeek.startDate)) / (7 * 86_400_000)) + 1;
  const currentWeek = weekOf(new Date().toISOString().slice(0, 10));
  const weeks = Array.from({ length: 100 }, (_, k) => currentWeek - k);
  const developers = [];
  for (let k = 1; k <= 40; k += 1) developers.push((await signIn(`developer${k}@agency.test`)).me.id);
  const { data: projects } = (await call('GET', 'ts-projects', pm)).body;
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;

  console.log(`\nAPI reads on the large seed, ${ENGINE} (${READS} calls each, one at a time; ms)`);
  console.log(`  ${'call'.padEnd(44)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`);
  const results = [
    await measure("GET ts-by-week (developer's own week)", dev, (i) => `ts-by-week/${weeks[spread(i, weeks.length)]}`),
    await measure(
      'GET ts-by-week (PM, one developer)',
      pm,
      (i) => `ts-by-week/${weeks[spread(i, weeks.length)]}?user_id=${developers[spread(i, developers.length)]}`,
    ),
    await measure(
      'GET ts-by-projectId (PM, this month)',
      pm,
      (i) => `ts-by-projectId/${projects[spread(i, projects.length)].id}?startDate=${monthStart}&endDate=${today}`,
    ),
  ];
  const approval = await call('GET', 'ts-for-approval?page=1', pm);
  if (approval.status === 200) {
    results.push(
      await measure(
        'GET ts-for-approval (PM, page by page)',
        pm,
        (i) => `ts-for-approval?page=${1 + spread(i, 20)}&start_date=${today.slice(0, 4)}-01-01&end_date=${today}`,
      ),
    );
  } else {
    console.log(`  GET ts-for-approval: not in this API yet (answered ${approval.status}); measured here once it exists`);
  }
  return results;
}

/** WRITERS developers save entries as fast as the API takes them for BURST_MS. */
async function burst() {
  // A day holds at most 24 h a developer: each writer's saves go round the last BURST_DAYS days.
  const days = Array.from({ length: BURST_DAYS }, (_, back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10));
  const writers = [];
  // The large seed's developers, skipping those whose projects are all closed or cancelled.
  for (let k = 1; k <= 188 && writers.length < WRITERS; k += 1) {
    const token = await login(`developer${k}@agency.test`);
    const { data: projects } = (await call('GET', 'ts-projects', token)).body;
    const project = projects.find(
      (p) => !p.is_vacation && [p.min_te_date, p.start_date].every((first) => !first || first <= days[days.length - 1]),
    );
    if (!project) continue;
    const { data: activities } = (await call('GET', `activity-types-by-project-user/${project.id}`, token)).body;
    if (activities.length > 0) writers.push({ token, project, activity: activities[0] });
  }
  if (writers.length < WRITERS) throw new Error(`only ${writers.length} developers have a project to log time on`);
  await openConnections(writers.map((writer) => writer.token));
  let saved = 0;
  const errors = [];
  const until = performance.now() + BURST_MS;
  const times = [];
  await Promise.all(
    writers.map(async (writer) => {
      for (let save = 0; performance.now() < until; save += 1) {
        const started = performance.now();
        const { status, body } = await call('POST', 'ts', writer.token, {
          project_id: writer.project.id,
          activity_type_id: writer.activity.id,
          hours: 0.25,
          manual_date: days[save % BURST_DAYS],
          extra_request: 0,
          overtime: 0,
          qa_issue: 0,
          details: MARKER,
          mjn: 'MJN-BENCH',
        });
        times.push(performance.now() - started);
        if (status === 201) saved += 1;
        else errors.push(`${status} ${JSON.stringify(body)}`);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { saved, errors, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** Counts the burst's entries in the database itself (the API stopped), then removes them. */
function countAndClean() {
  const script = POSTGRES_URL
    ? `
    import postgres from 'postgres';
    const sql = postgres(${JSON.stringify(POSTGRES_URL)}, { max: 1, onnotice: () => undefined });
    const [row] = await sql\`select count(*)::int as n from timesheet_entries where details = \${${JSON.stringify(MARKER)}}\`;
    await sql\`delete from timesheet_entries where details = \${${JSON.stringify(MARKER)}}\`;
    await sql.end();
    console.log(row.n);`
    : `
    import { PGlite } from '@electric-sql/pglite';
    const db = new PGlite(${JSON.stringify(DATA_DIR)});
    const { rows } = await db.query('select count(*)::int as n from timesheet_entries where details = $1', [${JSON.stringify(MARKER)}]);
    await db.query('delete from timesheet_entries where details = $1', [${JSON.stringify(MARKER)}]);
    await db.close();
    console.log(rows[0].n);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(ROOT, 'api'), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`counting the saved entries failed: ${result.stderr}`);
  return Number(result.stdout.trim());
}

try {
  seed();
  await startApi();
  if (PHASES.includes('reads')) await reads();
  if (PHASES.includes('burst')) {
    console.log(`\nSaving burst: ${WRITERS} developers for ${BURST_MS / 1000} s`);
    const result = await burst();
    await stopApiAndWait();
    const stored = countAndClean();
    console.log(
      `  saved (201)      ${result.saved}  (${(result.saved / (BURST_MS / 1000)).toFixed(0)} per s; p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms)`,
    );
    console.log(`  errors           ${result.errors.length}${result.errors.length ? `  first: ${result.errors[0]}` : ''}`);
    console.log(`  in the database  ${stored}`);
    console.log(`  lost             ${result.saved - stored}`);
    const perSecond = result.saved / (BURST_MS / 1000);
    const within = BURST_BUDGET.p95 ? result.p95 <= BURST_BUDGET.p95 : perSecond >= BURST_BUDGET.perSecond;
    const budget = BURST_BUDGET.p95 ? `p95 <= ${BURST_BUDGET.p95} ms` : `>= ${BURST_BUDGET.perSecond} entries/s`;
    console.log(
      `  budget           ${budget}, 0 errors, 0 lost: ${within && result.errors.length === 0 && stored === result.saved ? 'within' : 'OVER'}`,
    );
    if (result.errors.length > 0 || stored !== result.saved) process.exitCode = 1;
  }
} finally {
  stopApi();
}
