/**
 * 8. A remote that is down costs only its own area: the area shows its fallback inside the
 * layout while the header and the sidebar keep working, and Retry brings it back once the
 * remote is up again. The test serves mf-projects itself (on a spare port) and points this
 * page's /remotes.json at it, so it can stop and start it without touching the other tests.
 */
import { expect, test, type Page } from '@playwright/test';
import { deadManifestUrl, hangingRemote, openSignedIn, overrideRemotes, profileMenuButton, RemoteServer, sidebar, USERS } from '../support';

const fallback = (page: Page, area: string) =>
  page
    .getByRole('main')
    .getByTestId('area-unavailable')
    .filter({ has: page.getByRole('heading', { name: `${area} is unavailable` }) });

async function expectHeaderAndSidebarWork(page: Page) {
  await profileMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

test('a stopped remote shows its fallback in the layout; Retry brings it back', async ({ page }) => {
  const remote = await RemoteServer.start('mf-projects');
  try {
    await overrideRemotes(page, { mf_projects: remote.manifestUrl });
    await openSignedIn(page, USERS.pm, '/');
    const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
    await expect(dashboard).toBeVisible();
    await expect(page.getByTestId('overview-wip')).toBeVisible();

    await remote.stop();
    await page.reload();
    const down = fallback(page, 'Dashboard');
    await expect(down).toBeVisible();
    await expect(down.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(dashboard).toHaveCount(0);

    // The rest of the portal works: the profile menu opens, the sidebar navigates, another area (mf-timesheet) loads.
    await expectHeaderAndSidebarWork(page);
    await sidebar(page).getByRole('link', { name: 'Timesheet' }).click();
    await expect(page).toHaveURL(/\/timesheet$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible();
    await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(fallback(page, 'Dashboard')).toBeVisible();

    // The remote is back: Retry loads it in place, without a page reload.
    await remote.resume();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await fallback(page, 'Dashboard').getByRole('button', { name: 'Retry' }).click();
    await expect(dashboard).toBeVisible();
    await expect(page.getByTestId('overview-wip')).toBeVisible();
    await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  } finally {
    await remote.stop();
  }
});

test('an area whose remote is not deployed shows its fallback inside the layout', async ({ page }) => {
  // Nothing answers at this address: mf_timesheet "not deployed", whatever runs elsewhere.
  await overrideRemotes(page, { mf_timesheet: await deadManifestUrl() });
  await openSignedIn(page, USERS.pm, '/');
  await sidebar(page).getByRole('link', { name: 'Timesheet' }).click();
  await expect(page).toHaveURL(/\/timesheet$/);
  const down = fallback(page, 'Timesheet');
  await expect(down).toBeVisible();
  await expect(down).toContainText('The rest of the portal still works');
  await expectHeaderAndSidebarWork(page);

  // The deployed areas still load.
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
});

test('a deep link into an area that is not deployed shows the fallback', async ({ page }) => {
  await overrideRemotes(page, { mf_timesheet: await deadManifestUrl() });
  await openSignedIn(page, USERS.dev, '/timesheet');
  await expect(fallback(page, 'Timesheet')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
});

test('a remote that hangs shows its card after the documented 12 s, its retry included', async ({ page }) => {
  const hanging = await hangingRemote();
  try {
    await overrideRemotes(page, { mf_timesheet: hanging.manifestUrl });
    await openSignedIn(page, USERS.pm, '/', { quietReminder: true });
    const asked = Date.now();
    await sidebar(page).getByRole('link', { name: 'Timesheet' }).click();
    await expect(fallback(page, 'Timesheet')).toBeVisible();
    // 12 s plus what a busy machine adds to draw the card (some 8 s at a load of 30 on two cores);
    // a timeout and then a retry with the same timeout cannot come in under 12 + 0.8 + 12 s.
    expect(Date.now() - asked).toBeLessThan(24_000);
    await expectHeaderAndSidebarWork(page);
  } finally {
    hanging.close();
  }
});
