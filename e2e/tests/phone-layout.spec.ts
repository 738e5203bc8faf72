/**
 * On a phone the signed-in pages fit the screen's width: lists are cards, the few tables left
 * scroll inside their own box, nothing else pushes the page sideways. A page wider than the
 * screen lets the whole page pan and widens the phone's layout viewport (Lighthouse then waited for table rows far below the first
 * screen: /projects scored 75 instead of 91).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { openSignedIn, startSession, USERS, watchLayoutShifts } from '../support';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** How far the page reaches past the screen's right edge, in CSS pixels. */
const overflowPastScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.visualViewport!.width);

test("on a phone the projects list, a project's details, approval and the timesheet show cards that fit the screen", async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/projects', { quietReminder: true });
  // Each project a card: its title, the figures a PM looks for first, and its menu.
  const projects = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
  await expect(projects.first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' })).toHaveCount(0);
  const firstProject = projects.first();
  await expect(firstProject.getByRole('link')).toBeVisible();
  await expect(firstProject.getByRole('term')).toHaveText(['Job numbers', 'Client', 'Deadline', 'Profit']);
  await expect(firstProject.getByRole('button', { name: /^Actions for / })).toBeInViewport();
  expect(await overflowPastScreen(page)).toBeLessThanOrEqual(0);

  // The demo project 1 has estimates, orders and resources: lists with row menus.
  await page.goto('/project/1');
  await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
  expect(await overflowPastScreen(page)).toBeLessThanOrEqual(0);

  // Approve and Reject on each waiting entry's card, within the screen's width.
  await page.goto('/approval');
  // A locked entry's card says so instead of offering a decision.
  const entry = page
    .getByRole('list', { name: 'Entries for approval' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Approve / }) })
    .first();
  for (const decision of ['Approve', 'Reject']) {
    const button = entry.getByRole('button', { name: new RegExp(`^${decision} `) });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  }
  expect(await overflowPastScreen(page)).toBeLessThanOrEqual(0);

  await page.goto('/timesheet');
  await expect(page.getByRole('button', { name: 'This week' })).toBeVisible();
  await expect(page.getByText(/^Week: \d\d\.\d\d\.\d{4}/)).toBeVisible();
  expect(await overflowPastScreen(page)).toBeLessThanOrEqual(0);
});

// Every other page of the project manager's menu, once its calls have answered.
const MENU_PAGES = [
  '/',
  '/approval',
  '/user-working-places',
  ...[
    'clients',
    'brands',
    'client-units',
    'idg-units',
    'business-units',
    'project-categories',
    'expenses-categories',
    'activity-types',
    'idg-pms',
    'hogarth-pms',
    'its',
    'developers',
    'wildcards',
  ].map((list) => `/config/${list}`),
  ...[
    'income',
    'projects',
    'missing-pos',
    'missing-ces',
    'missing-resources',
    'missing-timesheet',
    'occupancy',
    'loading-activity-type',
    'working-places',
    'timesheet',
    'overtime',
    'by-project-category',
    'cat-occupacy-per-day',
  ].map((report) => `/reports/${report}`),
];

test('every page of the menu fits a phone screen', async ({ page }) => {
  test.slow();
  await startSession(page, USERS.pm, { quietReminder: true });
  for (const path of MENU_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect({ path, overflow: await overflowPastScreen(page) }).toEqual({ path, overflow: 0 });
  }
});

test("the income report's total and chart arriving push nothing down", async ({ page }) => {
  const layoutShift = await watchLayoutShifts(page);
  // The rows answer after the page is drawn, the months later still.
  const answerAfter = (milliseconds: number) => async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, milliseconds));
    await route.continue();
  };
  await page.route('**/api/reports-income?*', answerAfter(300));
  await page.route('**/api/reports-income-by-month?*', answerAfter(800));
  await openSignedIn(page, USERS.pm, '/reports/income', { quietReminder: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Income \(.+ EUR\)$/);
  await expect(page.getByRole('figure', { name: 'Income by month' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Income' }).getByRole('listitem').first()).toBeVisible();
  expect(await layoutShift()).toBeLessThan(0.05);
});
