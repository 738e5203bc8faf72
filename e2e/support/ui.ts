/** Steps through the portal's screens that many tests share. */
import { expect, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD } from './env';

/** The API's HttpOnly session cookie (Path=/api) and its readable marker (api/src/auth/session-cookies.ts). */
export const TOKEN_COOKIE = 'portal_token';
export const SESSION_MARKER_COOKIE = 'portal_session';
export const REMINDER_COOKIE = 'uwp_reminder_shown';

/** Fills the sign-in form and submits it (no waiting: for tests of the form itself). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type SignInOptions = { password?: string; quietReminder?: boolean };

/**
 * Signs in through /login and waits until the signed-in layout is there.
 * `quietReminder` pre-sets the cookie that suppresses the working-places reminder, for tests
 * with a developer who has no working places but are not about the reminder.
 */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, quietReminder = false }: SignInOptions = {},
): Promise<void> {
  if (quietReminder) await suppressReminder(page.context());
  await page.goto('/login');
  await submitLogin(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expectSignedInLayout(page);
}

/**
 * Gives the browser a session of its own, for a test whose subject is a page, not the sign-in:
 * the session comes as the page's own script gets it (POST /api/login from the shell's origin,
 * with X-Requested-With), so the browser holds the HttpOnly token cookie and the readable marker
 * of a session (signing out or a revoked token ends only this test's). Loads no page: the
 * test's first navigation is the page it is about.
 */
export async function startSession(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, quietReminder = false }: SignInOptions = {},
): Promise<void> {
  if (quietReminder) await suppressReminder(page.context());
  // The context's request shares the browser's cookie jar: the answer's cookies are the browser's.
  const answer = await page.context().request.post(`${BASE_URL}/api/login`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: BASE_URL },
    data: { email, password },
  });
  if (!answer.ok()) throw new Error(`signing in as ${email} answered ${answer.status()}: ${await answer.text()}`);
}

/**
 * Opens `path` signed in (startSession), the first page the browser loads. signIn and then
 * page.goto(path) loaded the sign-in page and the landing page first, a third more time to a
 * PM's /projects. Gives the navigation's answer (its headers: the CSP).
 */
export async function openSignedIn(page: Page, email: string, path: string, options?: SignInOptions): Promise<Response | null> {
  await startSession(page, email, options);
  const answer = await page.goto(path);
  await expectSignedInLayout(page);
  return answer;
}

/** Goes to `path` inside the loaded document, as a sidebar link does: the router changes the page, nothing reloads. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectSignedInLayout(page: Page): Promise<void> {
  // includeHidden: a modal (the reminder) may already hide the rest of the page from assistive tech.
  await expect(page.getByRole('button', { name: /: profile menu$/, includeHidden: true })).toBeVisible();
}

export async function suppressReminder(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: REMINDER_COOKIE, value: '1', url: BASE_URL }]);
}

/**
 * The token of the browser's session, or undefined: read from the browser's cookie jar (no page
 * script can read it: the cookie is HttpOnly and goes only to /api). It works as a bearer token
 * for apiGet and the like.
 */
export async function browserToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(`${BASE_URL}/api/`);
  return cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.value || undefined;
}

/** What a script of the page sees in document.cookie, by name. */
export async function scriptReadableCookies(page: Page): Promise<Record<string, string>> {
  const text = await page.evaluate(() => document.cookie);
  return Object.fromEntries(
    text
      .split('; ')
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * The sidebar's top-level entries: the link, or the group's toggle, of each item of its
 * first list (the MVP shortcuts are a separate list).
 */
export const sidebarTopLevel = (page: Page) => sidebar(page).locator('#main-menu > ul > li > a, #main-menu > ul > li > div > button');

export const mvpShortcuts = (page: Page) => sidebar(page).getByRole('list', { name: 'MVP projects' }).getByRole('link');

export const profileMenuButton = (page: Page) => page.getByRole('button', { name: /: profile menu$/ });

/** Opens the profile menu and picks an item ("Dark theme", "Light theme", "Logout", "Update profile"). */
export async function chooseInProfileMenu(page: Page, item: string | RegExp): Promise<void> {
  await chooseMenuItem(profileMenuButton(page), item);
}

/**
 * Opens the menu of `trigger` and picks `item`, until the menu closes on the choice: a click
 * that lands while the menu is still settling (just shown, or its list reloading after a
 * real-time echo) is not taken, and the menu stays open; the user would simply click again.
 */
export async function chooseMenuItem(trigger: Locator, item: string | RegExp): Promise<void> {
  const menuItem = trigger.page().getByRole('menuitem', { name: item, exact: typeof item === 'string' });
  let clicked = false;
  await expect(async () => {
    // A menu that closed after an earlier click took that click, only late (under load its exit
    // can take seconds): opening it again would look for a trigger the chosen dialog now hides.
    if (clicked && !(await menuItem.isVisible())) return;
    if (!(await menuItem.isVisible())) await trigger.click();
    await menuItem.click({ timeout: 5_000 });
    clicked = true;
    // Taken: the menu closes (or the page goes on elsewhere).
    await expect(menuItem).toBeHidden({ timeout: 10_000 });
  }).toPass();
}

/** Signs out through the profile menu and waits for /login. */
export async function signOut(page: Page): Promise<void> {
  await chooseInProfileMenu(page, 'Logout');
  await page.waitForURL('**/login');
}

export const toasts = (page: Page) => page.getByTestId('toast');

export const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The next answer of the API to `method path` (not its CORS preflight); path like "settings". */
export function nextApiResponse(page: Page, path: string, method = 'GET') {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith(`/api/${path}`) && response.request().method() === method;
  });
}

/**
 * Types into an autocomplete key by key, as a user does, and picks the first suggestion that
 * contains the whole text (getByRole matches names case-insensitively): the suggestions for a
 * shorter prefix may still be on screen when the last key is in.
 */
export async function pickSuggestion(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text);
  // From the open list: an option of a closed native select on the page may match the text too.
  await field.page().getByRole('listbox').getByRole('option', { name: text }).first().click();
}

/**
 * Records the page's layout shifts not caused by input (as Lighthouse's CLS counts them) from
 * the next navigation on; the returned function sums them so far.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!shift.hadRecentInput) shifts.push(shift.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
}
