/**
 * pnpm bench:compare <before>: Lighthouse on the mobile preset, median of five runs per page, for
 * two builds of the portal side by side: the one in this checkout's dist/ folders ("after") and
 * the one in the checkout at <before> (e.g. a git worktree of the commit before a change, built
 * with `pnpm build`). The runs alternate between the two, so a busy moment of the machine
 * weighs on both alike. Prints each page's LCP and TBT for both and the difference, against the
 * rule for keeping a piece of start-up machinery: it stays only where taking it out costs more
 * than 150 ms of LCP or 100 ms of TBT (docs/performance.md). COMPARE_RUNS=n changes the five;
 * COMPARE_PAGES=/projects,/timesheet measures only those paths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGES } from './first-load-pages.mjs';
import { lighthouseBrowser, medians, PRESETS } from './lighthouse.mjs';
import { apiToken, CHROMIUM_ARGS, serveBuilds, shellOrigin, startApi } from './portal-servers.mjs';
import { sessionCookies } from './session-cookies.mjs';

const RUNS = Number(process.env.COMPARE_RUNS ?? 5);
const ONLY = process.env.COMPARE_PAGES?.split(',');
const MOBILE = PRESETS.find((preset) => preset.name === 'mobile');
const beforeRoot = process.argv[2] && path.resolve(process.argv[2]);
if (!beforeRoot) {
  console.error('usage: node bench/compare-builds.mjs <checkout with the "before" build in its dist/ folders>');
  process.exit(2);
}

const BUILDS = [
  { name: 'before', root: beforeRoot, offset: 400 },
  { name: 'after', root: undefined, offset: 300 },
];
// Beside first-load.mjs's ports (offset 100), so both benches can run at once.
const API_OFFSET = 300;

const work = mkdtempSync(path.join(tmpdir(), 'portal-compare-'));
let api;
let servers = [];
let browser;
try {
  api = await startApi({ work, offset: API_OFFSET, servedOffsets: BUILDS.map((build) => build.offset) });
  const token = await apiToken(API_OFFSET);
  servers = BUILDS.map((build) => serveBuilds({ work, root: build.root, outDir: 'dist', offset: build.offset, apiOffset: API_OFFSET }));
  await Promise.all(servers.map((server) => server.ready));
  browser = await lighthouseBrowser(CHROMIUM_ARGS);
  console.log(`Lighthouse mobile, median of ${RUNS} runs; before: ${beforeRoot}`);
  console.log(
    `  ${'page'.padEnd(38)} ${'LCP before'.padStart(10)} ${'after'.padStart(7)} ${'change'.padStart(7)} ${'TBT before'.padStart(10)} ${'after'.padStart(7)} ${'change'.padStart(7)}`,
  );
  for (const page of PAGES.filter((candidate) => !ONLY || ONLY.includes(candidate.path))) {
    const runs = { before: [], after: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Each run in the other order, so neither build always goes first.
      const order = run % 2 === 0 ? BUILDS : [...BUILDS].reverse();
      for (const build of order) {
        const origin = shellOrigin(build.offset);
        const cookies = page.signedIn ? sessionCookies(origin, token) : undefined;
        runs[build.name].push(await browser.run(`${origin}${page.path}`, MOBILE, cookies));
      }
    }
    const [before, after] = [medians(runs.before), medians(runs.after)];
    const ms = (value) => String(Math.round(value)).padStart(7);
    console.log(
      `  ${page.name.padEnd(38)} ${ms(before.lcpMs).padStart(10)} ${ms(after.lcpMs)} ${ms(after.lcpMs - before.lcpMs)} ${ms(before.tbtMs).padStart(10)} ${ms(after.tbtMs)} ${ms(after.tbtMs - before.tbtMs)}`,
    );
  }
} finally {
  await browser?.close();
  servers.forEach((server) => server.stop());
  api?.stop();
  rmSync(work, { recursive: true, force: true });
}
