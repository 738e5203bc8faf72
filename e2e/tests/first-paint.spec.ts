/**
 * A returning user opening a page with a fixed heading sees it before any script has arrived,
 * drawn by index.html from @portal/shared's PAGE_HEADINGS where the page draws its own h1, in
 * the same style, on a phone and on a desktop; the portal's own heading then takes its place.
 * Without a session, or once the portal shows something else, no such heading stays.
 */
import { expect, test, type Page } from '@playwright/test';
import PAGE_HEADINGS from '../../shared/src/federation/page-headings.json';
import { apiPost, BASE_URL, openSignedIn, startSession, USERS, withApiSession } from '../support';

/** Per page, the hold its next main.js request waits for, if one is armed. */
const armedHolds = new WeakMap<Page, { held?: Promise<void> }>();

/**
 * Holds the next load's main.js until the returned function is called: the page as index.html
 * draws it. The route stays registered for the page's life: a route removed while a load is
 * under way (`times: 1`) can leave one of that load's other requests unsent, so the session
 * check of index.html never answered and the page stayed on "Signing you in…".
 */
async function holdScripts(page: Page): Promise<() => void> {
  let hold = armedHolds.get(page);
  if (!hold) {
    const pageHold: { held?: Promise<void> } = {};
    armedHolds.set(page, (hold = pageHold));
    await page.route(`${BASE_URL}/main.js`, async (route) => {
      const { held } = pageHold;
      pageHold.held = undefined;
      await held;
      await route.continue();
    });
  }
  let release: () => void = () => undefined;
  hold.held = new Promise<void>((resolve) => (release = resolve));
  return release;
}

/** Where a heading's first line stands and how it is written. */
const headingLook = (heading: ReturnType<Page['locator']>) =>
  heading.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: Math.round(box.left),
      top: Math.round(box.top),
      paddingTop: style.paddingTop,
      font: [style.fontFamily, style.fontSize, style.fontWeight, style.lineHeight].join(' '),
      color: style.color,
    };
  });

async function expectFirstPaintWhereThePageDrawsIt(page: Page, path: string, heading: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const drawn = page.locator('h1.portal-first-heading');
  await expect(drawn).toHaveText(heading);
  const firstPaint = await headingLook(drawn);
  release();

  const pageHeading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(pageHeading).toContainText(heading);
  await expect(drawn).toHaveCount(0);
  // Polled: the report's loading state and then its page each draw the h1.
  await expect
    .poll(() => headingLook(pageHeading), { message: `${path}: the page's heading against the first paint's` })
    .toEqual(firstPaint);
}

/** The listed pages in groups of six: each group is a test with the whole test timeout to itself. */
const PAGE_GROUPS = Object.entries(PAGE_HEADINGS).reduce<[string, string][][]>((groups, page, index) => {
  if (index % 6 === 0) groups.push([]);
  groups[groups.length - 1].push(page);
  return groups;
}, []);

for (const [device, viewport] of [
  ['a phone', { width: 412, height: 823 }],
  ['a desktop', { width: 1350, height: 940 }],
] as const) {
  for (const pages of PAGE_GROUPS) {
    test(`on ${device}, the headings of ${pages.map(([path]) => path).join(', ')} are drawn before the scripts, where and as the page draws them`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await startSession(page, USERS.pm, { quietReminder: true });
      for (const [path, heading] of pages) {
        await expectFirstPaintWhereThePageDrawsIt(page, path, heading);
      }
    });
  }
}

test.describe('in the dark theme', () => {
  // A seeded PM no other test signs in with, set back to light whatever happens.
  const ACCOUNT = 'sara.nilsson@agency.test';
  const setTheme = (theme: string) => withApiSession(ACCOUNT, (session) => apiPost(session.token, 'settings', { theme }));
  test.afterEach(() => setTheme('theme-light'));

  test('the first paint is written in the dark theme’s colour', async ({ page }) => {
    await setTheme('theme-dark');
    await openSignedIn(page, ACCOUNT, '/', { quietReminder: true });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectFirstPaintWhereThePageDrawsIt(page, '/reports/income', PAGE_HEADINGS['/reports/income']);
  });
});

test('without a session the sign-in page shows no page heading first', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/reports/projects', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading the portal…');
  await expect(page.locator('h1.portal-first-heading')).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a user the report is not for is refused it, and its heading does not stay behind', async ({ page }) => {
  await openSignedIn(page, USERS.limited, '/reports/projects');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page');
  await expect(page.getByText(PAGE_HEADINGS['/reports/projects'])).toHaveCount(0);
});
