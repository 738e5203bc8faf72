/**
 * Two-factor sign-in (issue 30): a user turns it on in the profile with the secret the page
 * shows (the test is the authenticator app: otplib computes the codes), signs out, and signs
 * in with e-mail, password and a code. Sign-in without it stays one step (login-validation and
 * sign-in-sidebar cover that). The user is one no other test signs in with; afterEach turns it
 * off through the API, with a recovery code the page showed, so that reruns start alike.
 */
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { API_URL, chooseInProfileMenu, DEMO_PASSWORD, signIn, signOut, submitLogin } from '../support';

const EMAIL = 'julia.novak@agency.test';
let recoveryCodes: string[] = [];

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API_URL}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

type LoginAnswer = { data?: { token: string }; two_factor?: { challenge: string } };

test.afterEach(async () => {
  const login = await post<LoginAnswer>('login', { email: EMAIL, password: DEMO_PASSWORD, token: true });
  let token = login.body.data?.token;
  if (login.body.two_factor) {
    const step = await post<LoginAnswer>('login/two-factor', {
      challenge: login.body.two_factor.challenge,
      recovery_code: recoveryCodes[0],
      token: true,
    });
    token = step.body.data?.token;
  }
  if (!token) throw new Error(`could not sign ${EMAIL} in to turn two-factor sign-in off: ${JSON.stringify(login.body)}`);
  await post('profile/two-factor/disable', { password: DEMO_PASSWORD }, token);
  await post('logout', {}, token);
});

test('a user turns two-factor sign-in on in the profile, then signs in with a code', async ({ page }) => {
  await signIn(page, EMAIL, { quietReminder: true });

  await chooseInProfileMenu(page, 'Update profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByLabel('Code from the app').fill(await codeOf(secret));
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allInnerTexts();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('10 recovery codes left')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await signOut(page);
  await submitLogin(page, EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  expect(page.url()).toMatch(/\/login$/);

  // A wrong code (one of a step far from now) is refused under the field.
  await code.fill(await codeOf(secret, 10));
  await code.press('Enter');
  await expect(page.getByText('The code is not valid. Enter the current code from your authenticator app.')).toBeVisible();

  // The confirmation spent this step's code: the app's next one is within the window.
  await code.fill(await codeOf(secret, 1));
  await code.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('button', { name: /: profile menu$/ })).toBeVisible();
});
