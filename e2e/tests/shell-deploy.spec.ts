/**
 * Issue 30: after a deploy of the shell, a user opening a bookmarked page gets the new
 * index.html, not a cached one that points at files the deploy removed. The test serves a copy
 * of shell/dist with scripts/serve-static.mjs (as the suite's shell: --spa, this run's deploy
 * files, --api), opens the portal in a browser, then deploys a new build into that folder
 * under the running server and browser: main.js under a new name (the old one gone), a changed
 * inline script and the csp.json the build writes for it (the build's own hashing code).
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_ORIGIN, ROOT_DIR, runDir, signIn, USERS, watchCspViolations } from '../support';
import { freePort, serveStatic, stopProcess, type Started } from '../support/processes';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helper, not a copy of it
const { inlineScriptHashes } = require('../../scripts/webpack/inline-script-hashes.cjs') as {
  inlineScriptHashes: (html: string) => string[];
};

/** Writes `file` with `text`, and the brotli and gzip copies the build writes beside it. */
function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/** A new build of the shell in `dist`, told apart by `build`: what `pnpm build` and a copy to the server do. */
function deployNewBuild(dist: string, build: string): void {
  const main = `main.${build}.js`;
  for (const suffix of ['', '.br', '.gz']) renameSync(path.join(dist, `main.js${suffix}`), path.join(dist, `${main}${suffix}`));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replace('src="/main.js"', `src="/${main}"`)
    // A new build's inline script (the preload list changes with every chunk hash).
    .replace('<script>', `<script>window.portalBuild = ${JSON.stringify(build)};`);
  expect(html).toContain(main);
  writeWithCopies(path.join(dist, 'index.html'), html);
  writeFileSync(
    path.join(dist, 'csp.json'),
    `${JSON.stringify({ page: 'index.html', scriptHashes: inlineScriptHashes(html) }, null, 2)}\n`,
  );
}

test('a bookmarked deep link opened after a shell deploy gets the new index.html and works', async ({ browser }) => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shell-deploy-'));
  cpSync(path.join(ROOT_DIR, 'shell/dist'), dist, { recursive: true });
  const port = await freePort();
  let server: Started | undefined;
  try {
    server = await serveStatic(`shell-deploy-${port}`, dist, port, {
      logDir: path.join(runDir(), 'logs'),
      extraArgs: [
        '--spa',
        '--config',
        path.join(runDir(), 'config.json'),
        '--remotes',
        path.join(runDir(), 'remotes.json'),
        '--api',
        API_ORIGIN,
      ],
      probe: '/config.json',
    });
    const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    await signIn(page, USERS.pm, { quietReminder: true });
    // The bookmark, opened once before the deploy: the browser keeps this index.html.
    const before = await page.goto('/projects');
    expect(before?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Projects');
    expect(await page.evaluate(() => (window as { portalBuild?: string }).portalBuild)).toBeUndefined();

    deployNewBuild(dist, 'build2');

    // The portal still open in the browser, the user opens the bookmark again.
    const after = await page.goto('/projects');
    expect(after?.status()).toBe(200);
    expect(await page.evaluate(() => (window as { portalBuild?: string }).portalBuild)).toBe('build2');
    await expect(page.locator('script[src="/main.build2.js"]')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Projects');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    // The new inline script runs under the policy the server computed from the new csp.json.
    expect(violations).toEqual([]);
    await context.close();
  } finally {
    if (server) await stopProcess(server);
    rmSync(dist, { recursive: true, force: true });
  }
});
