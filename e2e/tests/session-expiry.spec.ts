/**
 * 4. A 401 on any call ends the session: the session cookies are gone and the user is on /login,
 * which says "Your session has expired.". The token is revoked on the server (POST logout with
 * it) behind the page's back, as an idle or absolute expiry would end it (those are timed in the
 * API tests, api/src/routes/auth/sessions.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiGet,
  nextApiResponse,
  apiLogout,
  ApiError,
  browserToken,
  chooseInProfileMenu,
  scriptReadableCookies,
  SESSION_MARKER_COOKIE,
  signIn,
  TOKEN_COOKIE,
  USERS,
  watchRealtime,
} from '../support';

const SESSION_EXPIRED = 'Your session has expired.';

async function revokeBrowserToken(page: Page): Promise<string> {
  // A dashboard call still in flight would meet the revoked token first and end the session
  // before the step under test; revoke only once the page has settled.
  await page.waitForLoadState('networkidle');
  const token = await browserToken(page);
  expect(token).toBeTruthy();
  await apiLogout(token!);
  // The API no longer knows it.
  const refused = await apiGet(token!, 'check-user-data').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(401);
  return token!;
}

test('a token revoked on the server sends the user to /login at the next reload', async ({ page }) => {
  // Joined first: a channel the live feed joined after the revocation would end the session
  // before the reload under test.
  const realtime = watchRealtime(page);
  await signIn(page, USERS.clientpm);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await realtime.joined();
  await revokeBrowserToken(page);

  // After a reload the session is fetched again (update-user-store): that call answers 401.
  const unauthorized = nextApiResponse(page, 'update-user-store');
  await page.reload();
  expect((await unauthorized).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect(await browserToken(page)).toBeUndefined();
  expect(await scriptReadableCookies(page)).not.toHaveProperty(SESSION_MARKER_COOKIE);
});

test('a token revoked on the server ends the session at the next call without a reload', async ({ page }) => {
  // The live feed joins its channels through the API a moment after sign-in: joined first, so the next call is the user's.
  const realtime = watchRealtime(page);
  await signIn(page, USERS.clientpm);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await realtime.joined();
  await revokeBrowserToken(page);

  // Switching the theme calls POST settings, which now answers 401.
  const answer = nextApiResponse(page, 'settings', 'POST');
  await chooseInProfileMenu(page, /theme/);
  expect((await answer).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect(await browserToken(page)).toBeUndefined();
  // Nothing of the old session is left to reach the signed-in pages.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('without the token cookie the portal goes to /login', async ({ page }) => {
  await signIn(page, USERS.clientpm);
  await page.context().clearCookies({ name: TOKEN_COOKIE });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('Logout revokes the token on the server and removes the cookie', async ({ page }) => {
  await signIn(page, USERS.clientpm);
  const token = (await browserToken(page))!;
  await chooseInProfileMenu(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  // A sign-out the user chose is no expiry.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
  expect(await browserToken(page)).toBeUndefined();
  const refused = await apiGet(token, 'check-user-data').catch((error: unknown) => error);
  expect((refused as ApiError).status).toBe(401);
});
