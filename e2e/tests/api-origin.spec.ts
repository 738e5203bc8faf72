/**
 * The portal's pages call the API on the portal's own origin (the shell's server forwards
 * /api, as a production reverse proxy would), so no call waits for a CORS preflight.
 */
import { expect, test } from '@playwright/test';
import { BASE_URL, openSignedIn } from '../support';

test("signing in and opening a list call the API on the portal's own origin", async ({ page }) => {
  const apiCallOrigins: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['fetch', 'xhr'].includes(request.resourceType()) && url.pathname.startsWith('/api/')) apiCallOrigins.push(url.origin);
  });

  await openSignedIn(page, 'pm@agency.test', '/projects', { quietReminder: true });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  expect(apiCallOrigins.length).toBeGreaterThan(3);
  expect(new Set(apiCallOrigins)).toEqual(new Set([BASE_URL]));
});
