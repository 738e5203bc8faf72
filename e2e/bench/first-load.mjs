/**
 * pnpm bench: what the first page costs. Builds the portal twice, once with Chakra shared
 * per component (the production build) and once with Chakra shared as one package (the naive
 * setup, webpack/whole-chakra.cjs), printing each app's build time; serves each on spare ports against a freshly seeded API,
 * opens each page in a new browser context (empty cache) and prints the JavaScript the browser
 * downloaded per app (files, raw, gzip and brotli bytes); then runs Lighthouse on each page
 * of the real setup (lighthouse.mjs). Figures, not pass/fail.
 *
 * Options (env): BENCH_SKIP_BUILD=1 reuses existing builds; BENCH_SKIP_LIGHTHOUSE=1 leaves
 * Lighthouse out (it takes a few minutes).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { APPS, ROOT, SHELL } from '../../scripts/apps.mjs';
import { TOUR, tourBytes } from './federation-ratio.mjs';
import { PAGES } from './first-load-pages.mjs';
import { lighthouseMedians, printLighthouse } from './lighthouse.mjs';
import { apiToken, CHROMIUM_ARGS, serveBuilds, shellOrigin, startApi } from './portal-servers.mjs';
import { sessionCookies } from './session-cookies.mjs';

const PORT_OFFSET = 100; // shell 3100, mf_projects 3101..., API 4100
const SHELL_ORIGIN = shellOrigin(PORT_OFFSET);

/** The bench's own webpack configurations: each app's production config, changed for what a variant measures. */
const BENCH_CONFIGS = path.join(ROOT, 'e2e/bench/webpack');

/** `config`: the variant's webpack configuration (none: the app's production build). */
const VARIANTS = [
  { name: 'before: Chakra shared as one package', config: path.join(BENCH_CONFIGS, 'whole-chakra.cjs'), outDir: '.bench/whole' },
  { name: 'after: Chakra shared per component', outDir: 'dist' },
];

/** The same code as one build, no federation (federation-ratio.mjs): only the shell is built and served. */
const SINGLE_BUNDLE = {
  name: 'single bundle (no federation)',
  config: path.join(BENCH_CONFIGS, 'single-bundle.cjs'),
  outDir: '.bench/single',
  apps: [SHELL],
};

const work = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));

/** Builds every app of a variant, one after the other, and prints each one's wall time. */
function build(variant) {
  console.log(`\nBuild — ${variant.name} (wall time, s)`);
  const started = performance.now();
  for (const app of variant.apps ?? APPS) {
    const appStarted = performance.now();
    const webpack = variant.config
      ? ['exec', 'webpack', '--mode', 'production', '--config', variant.config, '--env', `app=${app.dir}`]
      : ['build'];
    const result = spawnSync('pnpm', ['--filter', `./${app.dir}`, ...webpack], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      // PORTAL_OUT_DIR: beside the production build in dist/ (scripts/webpack/create-app-config.cjs).
      env: { ...process.env, PORTAL_OUT_DIR: variant.outDir },
    });
    if (result.status !== 0) throw new Error(`build of ${app.dir} failed (${variant.name})`);
    console.log(`  ${app.dir.padEnd(20)} ${seconds(performance.now() - appStarted)}`);
  }
  console.log(`  ${'all apps'.padEnd(20)} ${seconds(performance.now() - started)}`);
}

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(8);

const serveVariant = (variant) => serveBuilds({ work, outDir: variant.outDir, offset: PORT_OFFSET, apps: variant.apps });

const appForPort = new Map(APPS.map((app) => [app.port + PORT_OFFSET, app.dir]));

async function measure(browser, page, token) {
  const context = await browser.newContext();
  if (page.signedIn) await context.addCookies(sessionCookies(SHELL_ORIGIN, token));
  const tab = await context.newPage();
  const scripts = [];
  tab.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      port: Number(new URL(response.url()).port),
      raw: body.length,
      gzip: gzipSync(body).length,
      brotli: brotliCompressSync(body).length,
    });
  });
  await tab.goto(`${SHELL_ORIGIN}${page.path}`);
  await page.ready(tab);
  await tab.waitForLoadState('networkidle');
  await context.close();
  const perApp = new Map();
  for (const script of scripts) {
    const app = appForPort.get(script.port) ?? 'other';
    const sum = perApp.get(app) ?? { files: 0, raw: 0, gzip: 0, brotli: 0 };
    perApp.set(app, { files: sum.files + 1, raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip, brotli: sum.brotli + script.brotli });
  }
  return perApp;
}

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

function print(variantName, pageName, perApp) {
  console.log(`\n${pageName} — ${variantName}`);
  console.log(`  ${'app'.padEnd(20)} ${'files'.padStart(5)} ${'raw KiB'.padStart(8)} ${'gzip KiB'.padStart(8)} ${'br KiB'.padStart(8)}`);
  let total = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const [app, sum] of [...perApp].sort()) {
    console.log(`  ${app.padEnd(20)} ${String(sum.files).padStart(5)} ${kib(sum.raw)} ${kib(sum.gzip)} ${kib(sum.brotli)}`);
    total = { files: total.files + sum.files, raw: total.raw + sum.raw, gzip: total.gzip + sum.gzip, brotli: total.brotli + sum.brotli };
  }
  console.log(`  ${'total'.padEnd(20)} ${String(total.files).padStart(5)} ${kib(total.raw)} ${kib(total.gzip)} ${kib(total.brotli)}`);
  return total;
}

let api;
try {
  if (!process.env.BENCH_SKIP_BUILD) [...VARIANTS, SINGLE_BUNDLE].forEach(build);
  api = await startApi({ work, offset: PORT_OFFSET });
  const token = await apiToken(PORT_OFFSET);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const summary = [];
  let lighthouse = [];
  let federatedTour;
  for (const variant of VARIANTS) {
    const servers = serveVariant(variant);
    await servers.ready;
    for (const page of PAGES) {
      const total = print(variant.name, page.name, await measure(browser, page, token));
      summary.push({ page: page.name, variant: variant.name, ...total });
    }
    if (variant === VARIANTS.at(-1)) federatedTour = await tourBytes(browser, { shellOrigin: SHELL_ORIGIN, token });
    if (variant === VARIANTS.at(-1) && !process.env.BENCH_SKIP_LIGHTHOUSE) {
      lighthouse = await lighthouseMedians(PAGES, { shellOrigin: SHELL_ORIGIN, token, chromiumArgs: CHROMIUM_ARGS });
    }
    servers.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const single = serveVariant(SINGLE_BUNDLE);
  await single.ready;
  const singleTour = await tourBytes(browser, { shellOrigin: SHELL_ORIGIN, token });
  single.stop();
  await browser.close();
  console.log(`\nEvery area once (${TOUR.join(' ')}), JavaScript gzip KiB:`);
  console.log(`  federated      ${kib(federatedTour.gzip)} in ${federatedTour.files} files`);
  console.log(`  single bundle  ${kib(singleTour.gzip)} in ${singleTour.files} files`);
  console.log(`  ratio          ${(federatedTour.gzip / singleTour.gzip).toFixed(2).padStart(8)}   (budget <= 1.15)`);
  console.log('\nSummary (JavaScript downloaded on first load, gzip KiB):');
  for (const page of PAGES) {
    const [before, after] = VARIANTS.map((variant) => summary.find((row) => row.page === page.name && row.variant === variant.name));
    console.log(`  ${page.name.padEnd(16)} before ${kib(before.gzip)}   after ${kib(after.gzip)}   saved ${kib(before.gzip - after.gzip)}`);
  }
  if (lighthouse.length > 0) printLighthouse(lighthouse);
} finally {
  api?.stop();
  rmSync(work, { recursive: true, force: true });
}
