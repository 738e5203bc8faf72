/**
 * pnpm bench, reports part (issue 12): every management report's call on the large seed
 * (about 1,000,000 timesheet entries; see large-seed-api.mjs) for a 7-day, a 31-day and a
 * 365-day period ending today, as a full PM opens them. Figures, not pass/fail; the budget is
 * printed beside them (p95 <= 200 ms per report on PGlite).
 *
 * Localhost only, bounded: BENCH_REPORT_READS timed calls (default 30) after 5 warm-up calls
 * per report and period. BENCH_DATABASE_URL runs it on that PostgreSQL database instead, e.g.
 * `bash scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL pnpm --filter e2e bench:reports'`.
 */
import { ENGINE, login, measure, seed, startApi, stopApi } from './large-seed-api.mjs';

const READS = Number(process.env.BENCH_REPORT_READS ?? 30);
const BUDGET_P95_MS = 200;
const PERIODS = [7, 31, 365];

const ONLY = process.env.BENCH_REPORTS?.split(',');

/** Each report's call with the query a PM sends when opening it (the period is added); BENCH_REPORTS=income,occupancy picks some. */
const ALL_REPORTS = [
  { name: 'projects', path: 'reports-projects', query: { status: '2' } },
  { name: 'income', path: 'reports-income', query: {} },
  { name: 'income by month', path: 'reports-income-by-month', query: {} },
  { name: 'timesheet', path: 'reports-timesheet', query: {} },
  { name: 'overtime', path: 'reports-overtime', query: {} },
  { name: 'missing timesheet', path: 'reports-missing-timesheet', query: {} },
  { name: 'missing POs', path: 'reports-missing', query: { section: 'po', pm: '1000' } },
  { name: 'missing CEs', path: 'reports-missing', query: { section: 'ce', pm: '1000' } },
  { name: 'missing resource hours', path: 'reports-missing', query: { section: 'resource-hours', pm: '1000' } },
  { name: 'occupancy', path: 'reports-occupancy', query: {} },
  { name: 'loading by activity type', path: 'reports-occupancy-activity-type', query: {} },
  { name: 'projects by category', path: 'reports-occupancy-project-category', query: {} },
  { name: 'category occupancy per day', path: 'reports-occupancy-per-day', query: {} },
];
const REPORTS = ALL_REPORTS.filter((report) => !ONLY || ONLY.some((name) => report.name.startsWith(name)));

const isoDaysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

try {
  seed();
  await startApi();
  const pm = await login('pm@agency.test');
  console.log(`\nReports on the large seed, ${ENGINE} (${READS} calls each, one at a time; ms)`);
  console.log(`  ${'report, period'.padEnd(44)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`);
  for (const report of REPORTS) {
    for (const days of PERIODS) {
      const query = new URLSearchParams({ ...report.query, startDate: isoDaysAgo(days), endDate: isoDaysAgo(0) });
      await measure(`${report.name}, ${days} days`, pm, () => `${report.path}?${query}`, {
        reads: READS,
        budget: BUDGET_P95_MS,
        warmUp: 5,
      });
    }
  }
} finally {
  stopApi();
}
