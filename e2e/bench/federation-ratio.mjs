/**
 * What independent deploys cost: the JavaScript a user downloads visiting every area once
 * (one browser context, so each shared chunk counts once), in the federated build and in the
 * single-bundle build (webpack/single-bundle.cjs), where one webpack build holds the
 * whole portal. Budget (issue 13): federated <= 1.15 x single.
 */
import { gzipSync } from 'node:zlib';
import { sessionCookies } from './session-cookies.mjs';

/** One page per area; an area whose remote is not in this checkout shows its fallback in both builds. */
export const TOUR = [
  '/',
  '/projects',
  '/project/1',
  '/timesheet',
  '/approval',
  '/user-working-places',
  '/config/clients',
  '/reports/projects',
];

/** gzip bytes and files of every script the tour downloads. */
export async function tourBytes(browser, { shellOrigin, token }) {
  const context = await browser.newContext();
  await context.addCookies(sessionCookies(shellOrigin, token));
  const tab = await context.newPage();
  const sizes = [];
  tab.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes.push(gzipSync(body).length);
  });
  for (const path of TOUR) {
    await tab.goto(`${shellOrigin}${path}`);
    await tab.getByRole('main').waitFor();
    await tab.waitForLoadState('networkidle');
  }
  await context.close();
  return { files: sizes.length, gzip: sizes.reduce((sum, size) => sum + size, 0) };
}
