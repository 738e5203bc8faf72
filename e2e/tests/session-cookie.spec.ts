/**
 * Issue 30, sessions: the browser's session is an HttpOnly cookie that no script of the page can
 * read, the portal works on it alone, and "Sign out everywhere" ends the user's sessions in
 * every browser.
 */
import { expect, test } from '@playwright/test';
import {
  apiGet,
  ApiError,
  BASE_URL,
  browserToken,
  chooseInProfileMenu,
  nextApiResponse,
  profileMenuButton,
  scriptReadableCookies,
  SESSION_MARKER_COOKIE,
  signIn,
  TOKEN_COOKIE,
  USERS,
} from '../support';

test('sign-in leaves no token a script can read, and the portal works on the HttpOnly cookie', async ({ page }) => {
  await signIn(page, USERS.clientpm);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const readable = await scriptReadableCookies(page);
  expect(readable).not.toHaveProperty(TOKEN_COOKIE);
  expect(readable[SESSION_MARKER_COOKIE]).toBe('1');
  const token = await browserToken(page);
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(token);
  const [cookie] = (await page.context().cookies(`${BASE_URL}/api/`)).filter(({ name }) => name === TOKEN_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', secure: false });

  // A reload signs in again from the cookie, another page loads, and a change is saved.
  const check = nextApiResponse(page, 'update-user-store');
  await page.reload();
  expect((await check).status()).toBe(200);
  await expect(profileMenuButton(page)).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  const saved = nextApiResponse(page, 'settings', 'POST');
  await chooseInProfileMenu(page, /theme/);
  expect((await saved).status()).toBe(200);
});

// An account of its own: signing out everywhere would end the sessions of tests running beside it.
const EVERYWHERE_ACCOUNT = 'george.adams@agency.test';

test('"Sign out everywhere" ends the session of another browser too', async ({ browser, page }) => {
  await signIn(page, EVERYWHERE_ACCOUNT);
  const elsewhere = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signIn(elsewhere, EVERYWHERE_ACCOUNT);
  const otherToken = (await browserToken(elsewhere))!;
  expect(otherToken).not.toBe(await browserToken(page));

  await chooseInProfileMenu(page, 'Sign out everywhere');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await browserToken(page)).toBeUndefined();

  // The other browser's token is refused, and its next page load ends on /login.
  const refused = await apiGet(otherToken, 'check-user-data').catch((error: unknown) => error);
  expect((refused as ApiError).status).toBe(401);
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login$/);
  await expect(elsewhere.getByText('Your session has expired.')).toBeVisible();
  await elsewhere.context().close();
});
