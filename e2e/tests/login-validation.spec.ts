/** 2. Sign-in failures: the server's "no account" answer as a toast, and the form's own checks. */
import { expect, test } from '@playwright/test';
import { apiLoginStatus, browserToken, nextApiResponse, submitLogin, toasts, USERS } from '../support';

const NO_ACCOUNT = 'There is no account matching the email and password you entered.';

test('a wrong password shows the no-account toast and stays on /login without a token', async ({ page }) => {
  await page.goto('/login');
  const answer = nextApiResponse(page, 'login', 'POST');
  await submitLogin(page, USERS.pm, 'wrong-password');
  expect((await answer).status()).toBe(422);

  await expect(toasts(page).filter({ hasText: NO_ACCOUNT })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await browserToken(page)).toBeUndefined();
  // The API agrees: no session for that password.
  expect(await apiLoginStatus(USERS.pm, 'wrong-password')).toBe(422);
});

test('an unknown e-mail gets the same answer as a wrong password', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'nobody@agency.test', 'demo1234');
  await expect(toasts(page).filter({ hasText: NO_ACCOUNT })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-in form checks its fields before calling the API', async ({ page }) => {
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) loginCalls.push(request.method());
  });
  await page.goto('/login');
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Password', { exact: true });
  const signInButton = page.getByRole('button', { name: 'Sign in' });

  // Nothing typed: both fields are required.
  await signInButton.click();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(2);

  // A malformed address and a short password.
  await email.fill('not-an-email');
  await password.fill('abc');
  await signInButton.click();
  await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
  await expect(page.getByText('Must be longer than 6 characters', { exact: true })).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(0);

  // Fixed fields lose their messages.
  await email.fill(USERS.pm);
  await password.fill('abcdef');
  await expect(page.getByText('Invalid email address')).toHaveCount(0);
  await expect(page.getByText('Must be longer than 6 characters')).toHaveCount(0);

  expect(loginCalls).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-in page links to the recovery page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});
