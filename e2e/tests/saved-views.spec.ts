/**
 * Saved views and the compact filter bar (issue 32). A PM names a report's filters, finds the
 * view again after a reload and applies it (the report shows exactly the saved filters), then
 * deletes it; the API agrees at each step. On a phone the filters fold behind "Filters (n)" and
 * the report does not scroll sideways; on a desktop the first data shows without scrolling.
 * Views belong to their user, and no other test saves any.
 */
import { expect, test, type Page } from '@playwright/test';
import PAGE_HEADINGS from '../../shared/src/federation/page-headings.json';
import { apiGet, browserToken, navigateInApp, openSignedIn, pickSuggestion, USERS } from '../support';

type SavedViews = { data: { id: number; name: string; filters: Record<string, unknown> }[] };

const isoDaysAgo = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};
const shownDate = (iso: string) => iso.split('-').reverse().join('.');

test('a view saved on the timesheet report is there after a reload, applies its filters exactly, and can be deleted', async ({ page }) => {
  const start = isoDaysAgo(20);
  await openSignedIn(page, USERS.pm, `/reports/timesheet?startDate=${start}`, { quietReminder: true });
  const token = (await browserToken(page))!;
  // The report has taken the filter once it asks for its rows (the address changes first).
  const filtered = page.waitForResponse((response) => /\/api\/reports-timesheet\?.*userId=2\b/.test(response.url()));
  await pickSuggestion(page.getByRole('combobox', { name: 'Developer' }), 'Daniel Evans');
  await filtered;
  const name = `Daniel, 20 days ${Date.now()}`;

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill(name);
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText(`The view "${name}" has been saved.`)).toBeVisible();
  const stored = (await apiGet<SavedViews>(token, 'saved-views', { list: '/reports/timesheet' })).data.find((view) => view.name === name);
  expect(stored?.filters).toMatchObject({ startDate: start, userId: '2' });

  // Back to the defaults, then a reload: the view is the server's, not the page's memory.
  await page.goto('/reports/timesheet');
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(shownDate(isoDaysAgo(7)));
  await page.reload();
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${start}.*userId=2|userId=2.*startDate=${start}`));
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(shownDate(start));
  await expect(page.getByRole('combobox', { name: 'Developer' })).toHaveValue('Daniel Evans');
  const report = await apiGet<{ total_hours: string }>(token, 'reports-timesheet', {
    startDate: start,
    endDate: stored!.filters.endDate as string,
    userId: 2,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Timesheet report (${report.total_hours} h)`);

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name: `Delete view ${name}` }).click();
  await expect(page.getByText('The view has been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  const left = await apiGet<SavedViews>(token, 'saved-views', { list: '/reports/timesheet' });
  expect(left.data.some((view) => view.name === name)).toBe(false);
});

/** How far the page reaches past the screen's right edge, in CSS pixels. */
const overflowPastScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.visualViewport!.width);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters of two reports fold behind "Filters (n)" and the pages do not scroll sideways', async ({ page }) => {
    await openSignedIn(page, USERS.pm, '/reports/occupancy?clientId=1', { quietReminder: true });
    const filters = page.getByRole('button', { name: 'Filters (1)' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Start date' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Views' })).toBeVisible();
    await filters.click();
    await expect(page.getByRole('textbox', { name: 'Start date' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Client' })).toBeVisible();
    expect(await overflowPastScreen(page)).toBeLessThanOrEqual(0);

    await page.goto('/reports/timesheet');
    await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Developer' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Timesheet report \(/);
    expect(await overflowPastScreen(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Filters (0)' }).click();
    await expect(page.getByRole('combobox', { name: 'Developer' })).toBeVisible();
    expect(await overflowPastScreen(page)).toBeLessThanOrEqual(0);
  });
});

const REPORTS = [
  '/reports/projects',
  '/reports/income',
  '/reports/timesheet',
  '/reports/overtime',
  '/reports/missing-timesheet',
  '/reports/missing-pos',
  '/reports/missing-ces',
  '/reports/missing-resources',
  '/reports/occupancy',
  '/reports/loading-activity-type',
  '/reports/by-project-category',
  '/reports/cat-occupacy-per-day',
  '/reports/working-places',
];
/** Each report's heading: the fixed ones index.html knows, and the working places report's. */
const REPORT_HEADINGS: Record<string, string> = { ...PAGE_HEADINGS, '/reports/working-places': 'Working places' };

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every report's filters leave its first data in the first screen", async ({ page }) => {
    test.setTimeout(240_000);
    await openSignedIn(page, USERS.pm, REPORTS[0], { quietReminder: true });
    for (const report of REPORTS) {
      if (report !== REPORTS[0]) {
        await navigateInApp(page, report);
        // The report's own heading first: the data below it is then this report's, not the last one's.
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(REPORT_HEADINGS[report]);
      }
      const data = page.locator('main').locator('tbody tr, figure').first();
      await expect(data).toBeVisible();
      const top = await data.evaluate((element) => element.getBoundingClientRect().top);
      expect({ report, inFirstScreen: top < 900 }).toEqual({ report, inFirstScreen: true });
    }
  });
});
