/**
 * Lighthouse figures for the bench: performance score, LCP and TBT of each page on the mobile
 * and desktop presets, the median of three runs (Lighthouse's own advice for variance).
 *
 * Lighthouse drives Debian's Chromium through the remote debugging port of a persistent
 * Playwright context: the persistent context is the browser's default one, where Lighthouse
 * opens its tabs, so the session cookie set here reaches the signed-in pages. Storage reset is
 * off (it would clear that cookie); the HTTP cache is cleared over CDP before every run, so
 * each run is a first load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { sessionCookies } from './session-cookies.mjs';

const DEBUG_PORT = 9339;
const RUNS = 3;
export const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A browser for Lighthouse runs; `run` measures one first load of `url` on `preset`, signed in
 * with `cookies` when given.
 * @param {string[]} chromiumArgs
 */
export async function lighthouseBrowser(chromiumArgs) {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
  return {
    async run(url, preset, cookies) {
      await context.clearCookies();
      if (cookies) await context.addCookies(cookies);
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        url,
        {
          port: DEBUG_PORT,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility'],
        },
        preset.config,
      );
      const { categories, audits } = result.lhr;
      return {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
      };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The medians of `runs`, each field on its own. */
export const medians = (runs) => ({
  performance: median(runs.map((r) => r.performance)),
  accessibility: median(runs.map((r) => r.accessibility)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
});

/**
 * @param {{ name: string, path: string, signedIn: boolean }[]} pages
 * @param {{ shellOrigin: string, token: string, chromiumArgs: string[] }} options
 * @returns {Promise<{ page: string, preset: string, performance: number, accessibility: number, lcpMs: number, tbtMs: number }[]>}
 */
export async function lighthouseMedians(pages, { shellOrigin, token, chromiumArgs }) {
  const browser = await lighthouseBrowser(chromiumArgs);
  const rows = [];
  try {
    for (const page of pages) {
      const cookies = page.signedIn ? sessionCookies(shellOrigin, token) : undefined;
      for (const preset of PRESETS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await browser.run(`${shellOrigin}${page.path}`, preset, cookies));
        rows.push({ page: page.name, preset: preset.name, ...medians(runs) });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The Lighthouse table, one row per page and preset. */
export function printLighthouse(rows) {
  console.log(`\nLighthouse (median of ${RUNS} runs, first load):`);
  console.log(
    `  ${'page'.padEnd(18)} ${'preset'.padEnd(8)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP s'.padStart(7)} ${'TBT ms'.padStart(7)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.page.padEnd(18)} ${row.preset.padEnd(8)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${(row.lcpMs / 1000).toFixed(1).padStart(7)} ${String(Math.round(row.tbtMs)).padStart(7)}`,
    );
  }
}
