/**
 * 7. What the route guards do with a page the role may not open (shared/src/access/route-access.ts):
 * since issue 32 the page stays where it is and says "You do not have access to this page", with
 * a link to the user's own first page (the dashboard, or /projects for a limited PM), instead of
 * the documents' silent trip through /login (docs/spec-deviations.md). Without a session a page
 * still sends to /login, and "/" still sends a limited PM to /projects. The tests record every URL
 * the page passes through, so a redirect would show, not only where the user ends up.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, startSession, USERS } from '../support';

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

/** The refusal, drawn inside the frame (the sidebar stays) where the page would have been. */
async function expectRefused(page: Page, homeLink: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(main.getByRole('link', { name: homeLink })).toBeVisible();
}

test.describe('IT user', () => {
  test('may open / and /config/developers', async ({ page }) => {
    await openSignedIn(page, USERS.it, '/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/config/developers');
    // The page itself belongs to the configuration remote: drawn, so the guard let it through.
    await expect(page.getByRole('main').getByRole('heading', { name: 'Developers' })).toBeVisible();
    expect(pathOf(page)).toBe('/config/developers');
  });

  for (const path of ['/projects', '/config/clients', '/timesheet', '/reports/projects']) {
    test(`opening ${path} is refused in place, with a link to the dashboard`, async ({ page }) => {
      await startSession(page, USERS.it);
      const paths = recordPaths(page);
      await page.goto(path);
      await expectRefused(page, 'Go to the dashboard');
      expect(paths).toEqual([path]);

      await page.getByRole('main').getByRole('link', { name: 'Go to the dashboard' }).click();
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(pathOf(page)).toBe('/');
    });
  }

  test('following a sidebar link stays within what they may open', async ({ page }) => {
    await openSignedIn(page, USERS.it, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Configuration' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developers' }).click();
    await expect(page).toHaveURL(/\/config\/developers$/);
  });
});

test.describe('limited PM', () => {
  test('"/" sends them to /projects', async ({ page }) => {
    await startSession(page, USERS.limited);
    const paths = recordPaths(page);
    await page.goto('/');
    await expect.poll(() => pathOf(page)).toBe('/projects');
    expect(paths).toEqual(['/', '/projects']);
  });

  for (const path of ['/config/clients', '/reports/projects', '/timesheet', '/user-working-places', '/approval']) {
    test(`opening ${path} is refused in place, with a link to the projects list`, async ({ page }) => {
      await startSession(page, USERS.limited);
      const paths = recordPaths(page);
      await page.goto(path);
      await expectRefused(page, 'Go to the projects list');
      expect(paths).toEqual([path]);

      await page.getByRole('main').getByRole('link', { name: 'Go to the projects list' }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Projects');
      expect(pathOf(page)).toBe('/projects');
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

test('a developer without approval is refused /approval; one with approval may open it', async ({ page }) => {
  await openSignedIn(page, USERS.dev2, '/approval', { quietReminder: true });
  await expectRefused(page, 'Go to the dashboard');
  expect(pathOf(page)).toBe('/approval');

  // Another user in a fresh page: the first user's page, left open, would see its session end
  // and sign the browser out while the second signs in.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await openSignedIn(page, USERS.dev, '/approval');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Entries for Approval' })).toBeVisible();
  expect(pathOf(page)).toBe('/approval');
});
