/**
 * 7. Where the route guards send the IT user and the limited PM (shared/src/access/route-access.ts).
 * A guard sends a refused path to /login; the login page sends anyone who still has a token
 * on to "/" (and "/" sends a limited PM on to /projects). The tests record every URL the
 * page passes through, so both hops are checked, not only where the user ends up.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signIn, USERS } from '../support';

/**
 * Records the main frame's paths, client-side navigations included (a path reported twice in
 * a row, as a document load and the router's own history entry, is kept once).
 */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths.at(-1) !== path) paths.push(path);
  });
  return paths;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('IT user', () => {
  test('may open / and /config/developers', async ({ page }) => {
    await signIn(page, USERS.it);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/config/developers');
    // The page itself belongs to the configuration remote: drawn, so the guard let it through.
    await expect(page.getByRole('main').getByRole('heading', { name: 'Developers' })).toBeVisible();
    expect(pathOf(page)).toBe('/config/developers');
  });

  for (const path of ['/projects', '/config/clients', '/timesheet', '/reports/projects']) {
    test(`opening ${path} is refused: the guard sends them to /login, which sends a signed-in user on to /`, async ({ page }) => {
      await signIn(page, USERS.it);
      const paths = recordPaths(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(pathOf(page)).toBe('/');
      expect(paths).toEqual([path, '/login', '/']);
    });
  }

  test('following a sidebar link stays within what they may open', async ({ page }) => {
    await signIn(page, USERS.it);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Configuration' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developers' }).click();
    await expect(page).toHaveURL(/\/config\/developers$/);
  });
});

/** Signing in lands on "/", which sends a limited PM on to /projects: settled before a test records paths. */
async function signInLimitedPm(page: Page) {
  await signIn(page, USERS.limited);
  await expect.poll(() => pathOf(page)).toBe('/projects');
}

test.describe('limited PM', () => {
  test('"/" sends them to /projects', async ({ page }) => {
    await signInLimitedPm(page);
    const paths = recordPaths(page);
    await page.goto('/');
    await expect.poll(() => pathOf(page)).toBe('/projects');
    expect(paths).toEqual(['/', '/projects']);
  });

  for (const path of ['/config/clients', '/reports/projects', '/timesheet', '/user-working-places', '/approval']) {
    test(`opening ${path} is refused: /login, then "/" (signed in), then /projects`, async ({ page }) => {
      await signInLimitedPm(page);
      const paths = recordPaths(page);
      await page.goto(path);
      await expect.poll(() => pathOf(page)).toBe('/projects');
      expect(paths).toEqual([path, '/login', '/', '/projects']);
    });
  }
});

test('nobody signed in: a signed-in page sends to /login, which stays', async ({ page }) => {
  const paths = recordPaths(page);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(pathOf(page)).toBe('/login');
  expect(paths).toEqual(['/projects', '/login']);
});

test('a developer without approval is sent away from /approval; one with approval may open it', async ({ page }) => {
  await openSignedIn(page, USERS.dev2, '/approval', { quietReminder: true });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(pathOf(page)).toBe('/');

  // Another user in a fresh page: the first user's page, left open, would see its session end
  // and sign the browser out while the second signs in.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await openSignedIn(page, USERS.dev, '/approval');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Entries for Approval' })).toBeVisible();
  expect(pathOf(page)).toBe('/approval');
});
