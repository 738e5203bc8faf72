/**
 * 3. Password recovery through the outbox: /forgot, the mailed link, /change-password/{token},
 * the new password works and the old one does not. The account is a seeded one that no other
 * test signs in with (Zoe Clark, a client PM), so the tests running alongside are not
 * affected. It keeps the new password for the rest of the run: the demo password is too short
 * for the new-password rule, and every run starts from a freshly seeded database (a retry
 * sets the same new password again).
 */
import { expect, test } from '@playwright/test';
import { apiLoginStatus, BASE_URL, DEMO_PASSWORD, signIn, submitLogin, toasts, waitForOutboxMail } from '../support';

const ACCOUNT = 'zoe.clark@agency.test';
const NEW_PASSWORD = 'plum-Harbor-9-lantern';
const LINK_SENT = 'If an account exists for that address, we have e-mailed a reset link.';

test('forgot → mailed link → new password: the new one signs in, the old one no longer does', async ({ page }) => {
  // /forgot shows the server's message.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The page loads its code on the way: until then the sign-in page (with its own E-mail field) stays.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  const since = new Date();
  await page.getByLabel('E-mail').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible();

  // The mail, as the API wrote it to the outbox, links into this portal.
  const mail = await waitForOutboxMail(ACCOUNT, since);
  expect(mail.subject).toBe('Reset your password');
  expect(mail.link).toMatch(new RegExp(`^${BASE_URL}/change-password/[A-Za-z0-9_-]{20,}$`));
  expect(mail.text).toContain(mail.link);

  // The reset page looked the token up and shows whose password this is.
  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNT);

  // The rule is said before submit; the page checks the length itself.
  await expect(page.getByText('At least 12 characters, and not a common or easily guessed password.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different-one');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Must be longer than 12 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // A long but common password: the API's reason shows under the field.
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('Confirm new password').fill('password1234');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This password is too common. Choose a less predictable one.')).toBeVisible();
  await expect(page).toHaveURL(/\/change-password\//);

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(toasts(page).filter({ hasText: 'Your password has been reset!' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The API: the old password is refused, the new one accepted.
  expect(await apiLoginStatus(ACCOUNT, DEMO_PASSWORD)).toBe(422);
  expect(await apiLoginStatus(ACCOUNT, NEW_PASSWORD)).toBe(200);

  // The screen: the old password is refused, the new one signs in.
  await submitLogin(page, ACCOUNT, DEMO_PASSWORD);
  await expect(toasts(page).filter({ hasText: 'There is no account matching the email and password you entered.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ACCOUNT, { password: NEW_PASSWORD });
  await expect(page).toHaveURL(`${BASE_URL}/`);

  // The link is spent: opening it again (signed out) goes to /login.
  await page.context().clearCookies();
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page).filter({ hasText: 'This password reset token is invalid.' })).toBeVisible();
});

test('an invalid reset link goes to /login', async ({ page }) => {
  await page.goto('/change-password/this-token-was-never-issued-0123456789');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page).filter({ hasText: 'This password reset token is invalid.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('/forgot answers an address without an account as a real one', async ({ page }) => {
  await page.goto('/forgot');
  await page.getByLabel('E-mail').fill('nobody@agency.test');
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible();
  // The form checks the address first.
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
});
