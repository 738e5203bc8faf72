/**
 * 5. The theme is the user's setting: switching to dark puts `dark` on <html>, survives a
 * reload and a new sign-in (even in a fresh browser), and the API keeps it.
 * A seeded user no other test signs in with (Grace Lee, a PM) keeps the suite's other
 * screens in their default theme; the theme is set back to light at the end.
 */
import { expect, test } from '@playwright/test';
import { apiGet, apiPost, nextApiResponse, browserToken, chooseInProfileMenu, isDark, signIn, signOut, withApiSession } from '../support';

const ACCOUNT = 'grace.lee@agency.test';

const storedTheme = (token: string) =>
  apiGet<{ data: { me: { theme: string } } }>(token, 'update-user-store', { section: 'clients' }).then((answer) => answer.data.me.theme);

test.afterEach(async () => {
  // Whatever happened above, leave the account light for the next run of this test.
  await withApiSession(ACCOUNT, (session) => apiPost(session.token, 'settings', { theme: 'theme-light' }));
});

test('dark theme survives a reload and a new sign-in, and is stored for the user', async ({ page, browser }) => {
  await signIn(page, ACCOUNT);
  expect(await isDark(page)).toBe(false);
  expect(await storedTheme((await browserToken(page))!)).toBe('theme-light');

  const saved = nextApiResponse(page, 'settings', 'POST');
  await chooseInProfileMenu(page, 'Dark theme');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await storedTheme((await browserToken(page))!)).toBe('theme-dark');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await signOut(page);
  await signIn(page, ACCOUNT);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // A browser that has never seen this user: the theme comes from the server.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await signIn(other, ACCOUNT);
    await expect(other.locator('html')).toHaveClass(/\bdark\b/);
  } finally {
    await fresh.close();
  }

  // And back: the menu now offers the light theme.
  await chooseInProfileMenu(page, 'Light theme');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect.poll(async () => storedTheme((await browserToken(page))!)).toBe('theme-light');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await isDark(page)).toBe(false);
});
