/**
 * The first load travels compressed: the page's scripts arrive brotli-encoded from the shell
 * and from a remote (precompressed at build time, scripts/serve-static.mjs), with Vary, and
 * a large API answer is compressed too.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support';

test('the sign-in page, a remote and the API answer with compressed bodies', async ({ page }) => {
  const scripts = new Map<string, { encoding?: string; vary?: string }>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    const key = `${url.pathname}@${url.port}`;
    // The first answer: a later visit revalidates entry files and gets a bodiless 304.
    if (scripts.has(key)) return;
    const headers = response.headers();
    scripts.set(key, { encoding: headers['content-encoding'], vary: headers['vary'] });
  });
  const projects = page.waitForResponse((response) => /\/api\/projects\?/.test(response.url()) && response.ok());
  await openSignedIn(page, 'pm@agency.test', '/projects', { quietReminder: true });
  const projectsAnswer = await projects;

  await expect(page.getByRole('table')).toBeVisible();
  const loaded = [...scripts.values()];
  expect(scripts.size).toBeGreaterThan(5);
  // Every script large enough to be worth it (all but a few tiny chunks) came brotli-encoded.
  expect(loaded.filter((script) => script.encoding === 'br').length).toBeGreaterThan(scripts.size / 2);
  expect(scripts.get('/main.js@' + new URL(page.url()).port)).toEqual({ encoding: 'br', vary: 'Accept-Encoding' });
  const remoteEntries = [...scripts.entries()].filter(([key]) => key.startsWith('/remoteEntry.js@'));
  expect(remoteEntries.length).toBeGreaterThan(0);
  for (const [, headers] of remoteEntries) expect(headers.encoding).toBe('br');

  expect(projectsAnswer.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});
