/**
 * 11. The working-places reminder: a developer without working places for the next three days
 * (dev2@) sees it once, then a cookie keeps it quiet for 24 hours; one who has them (dev@)
 * never sees it. The API is the witness of who is set up.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, BASE_URL, browserToken, nextApiResponse, REMINDER_COOKIE, signIn, USERS } from '../support';

const TEXT = 'Please, setup working places for at least three days forward.';

const reminder = (page: Page) => page.getByRole('alertdialog', { name: 'Working places' });

const reminderCookie = async (page: Page) => (await page.context().cookies(BASE_URL)).find((cookie) => cookie.name === REMINDER_COOKIE);

test('dev2@ (nothing set up ahead) sees the reminder once; after a reload it stays away', async ({ page }) => {
  const checked = nextApiResponse(page, 'uwp-is-three-days-forward');
  await signIn(page, USERS.dev2);
  expect(await (await checked).json()).toEqual({ is_setup_forward_three_days: false });
  const token = (await browserToken(page))!;
  expect(await apiGet(token, 'uwp-is-three-days-forward')).toEqual({ is_setup_forward_three_days: false });

  await expect(reminder(page)).toBeVisible();
  await expect(reminder(page)).toContainText(TEXT);
  await expect(reminder(page).getByRole('button', { name: 'Set up working places' })).toBeVisible();

  // Suppressed for 24 hours, remembered in a cookie.
  const cookie = await reminderCookie(page);
  expect(cookie).toBeTruthy();
  const hoursLeft = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
  expect(hoursLeft).toBeGreaterThan(23.9);
  expect(hoursLeft).toBeLessThanOrEqual(24);

  await reminder(page).getByRole('button', { name: 'Later' }).click();
  await expect(reminder(page)).toBeHidden();

  // Reload: the portal does not even ask again while the cookie lives.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/uwp-is-three-days-forward')) asked.push(request.method());
  });
  await page.reload();
  await expect(page.getByTestId('overview-wip')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(reminder(page)).toHaveCount(0);
  expect(asked).toEqual([]);

  // Signing out and in again within the 24 hours: still quiet.
  await page.goto('/logout');
  await page.waitForURL('**/login');
  await signIn(page, USERS.dev2);
  await expect(page.getByTestId('overview-wip')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(reminder(page)).toHaveCount(0);
});

test('the reminder leads to the working places page', async ({ page }) => {
  await signIn(page, USERS.dev2);
  await reminder(page).getByRole('button', { name: 'Set up working places' }).click();
  await expect(page).toHaveURL(/\/user-working-places$/);
  await expect(reminder(page)).toBeHidden();
});

test('dev@ (set up three days ahead) never sees the reminder', async ({ page }) => {
  const checked = nextApiResponse(page, 'uwp-is-three-days-forward');
  await signIn(page, USERS.dev);
  // The portal asked, and the API said dev@ is set up.
  expect(await (await checked).json()).toEqual({ is_setup_forward_three_days: true });
  await expect(page.getByTestId('overview-wip')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(reminder(page)).toHaveCount(0);
  expect(await reminderCookie(page)).toBeUndefined();
});

test('a PM is not asked about working places at all', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/uwp-is-three-days-forward')) asked.push(request.method());
  });
  await signIn(page, USERS.pm);
  await expect(page.getByTestId('overview-wip')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(reminder(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});
