/**
 * The projects report (/reports/projects, mf-reports over the filters and table that
 * mf-projects exposes) against the API: the default period and status, the title's count,
 * a filter, the exported projects.csv, mf-reports fetched only when a report opens, the
 * calendar fetched only when a date field is used, no layout shift when the filters arrive late,
 * and the limited PM refused the page.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, browserToken, parseCsv, pickSuggestion, remotePort, openSignedIn, USERS, watchLayoutShifts } from '../support';

type Row = {
  id: number;
  title: string;
  parent_id: number | null;
  status_name: string;
  business_units: { name: string }[];
  job_numbers: { name: string }[];
  client_name: string;
  brand_name: string;
  hg_pm_name: string | null;
  idg_pm_name: string;
  start_date: string;
  deadline: string;
  type: string;
  estimated_cost: number;
  actual_cost: number;
  profit: number;
};
type ReportAnswer = { data: Row[]; totalResults: number };

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const isoToday = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
const period = { startDate: `${today.getFullYear()}-01-01`, endDate: isoToday };
const display = (iso: string) => iso.split('-').reverse().join('.');

const titles = (page: Page) => page.getByRole('table', { name: 'Projects' }).locator('tbody tr td:first-child a').allTextContents();

test('the report shows the API rows for the period, filters, and exports them to projects.csv', async ({ page }) => {
  const reportsPort = String(remotePort('mf_reports'));
  const reportsRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === reportsPort) reportsRequests.push(request.url());
  });
  await openSignedIn(page, USERS.pm, '/projects');
  const token = (await browserToken(page))!;
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  expect(reportsRequests).toEqual([]);

  await page.goto('/reports/projects');
  const expected = await apiGet<ReportAnswer>(token, 'reports-projects', { ...period, status: 2 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Projects report (${expected.totalResults})`);
  expect(reportsRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(display(period.startDate));
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(display(period.endDate));
  await expect.poll(() => titles(page)).toEqual(expected.data.map((row) => row.title));

  // The list's own filters, from mf-projects.
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Fixed price' });
  const fixed = await apiGet<ReportAnswer>(token, 'reports-projects', { ...period, status: 2, type: 1 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Projects report (${fixed.totalResults})`);
  await expect.poll(() => titles(page)).toEqual(fixed.data.map((row) => row.title));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('projects.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([
    'ID',
    'Title',
    'Parent ID',
    'Status',
    'Business units',
    'Job numbers',
    'Client',
    'Brand',
    'Client PM',
    'IDG PM',
    'Start',
    'Deadline',
    'Type',
    'Estimated cost',
    'Actual cost',
    'Profit',
  ]);
  expect(rows).toHaveLength(fixed.totalResults);
  const safe = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ''));
  rows.forEach((cells, index) => {
    const row = fixed.data[index];
    expect(cells).toEqual([
      String(row.id),
      safe(row.title),
      row.parent_id === null ? '' : String(row.parent_id),
      safe(row.status_name),
      safe(row.business_units.map((unit) => unit.name).join(', ')),
      safe(row.job_numbers.map((jobNumber) => jobNumber.name).join(', ')),
      safe(row.client_name),
      safe(row.brand_name),
      safe(row.hg_pm_name),
      safe(row.idg_pm_name),
      display(row.start_date),
      display(row.deadline),
      safe(row.type),
      String(Math.round(row.estimated_cost * 100) / 100),
      String(Math.round(row.actual_cost * 100) / 100),
      String(Math.round(row.profit * 100) / 100),
    ]);
  });
});

test('moving the start past the end moves the end, and the rows follow the period', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/reports/projects');
  const token = (await browserToken(page))!;
  const start = page.getByRole('textbox', { name: 'Start date' });
  const newStart = `${today.getFullYear() + 1}-02-01`;
  await start.fill(display(newStart));
  await start.press('Escape');
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(display(newStart));
  const expected = await apiGet<ReportAnswer>(token, 'reports-projects', { startDate: newStart, endDate: newStart, status: 2 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Projects report (${expected.totalResults})`);
});

test('a day picked from the calendar moves the period', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/reports/projects');
  const token = (await browserToken(page))!;
  await expect(page.getByRole('table', { name: 'Projects' }).locator('tbody tr').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'End date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose Date' });
  await expect(calendar).toBeVisible();
  // The calendar opens on the end date's month (this one); its first day is never before 1 January.
  const firstOfMonth = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-01`;
  const month = today.toLocaleString('en-US', { month: 'long' });
  await calendar.getByRole('gridcell', { name: new RegExp(`${month} 1st, ${today.getFullYear()}`) }).click();
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(display(firstOfMonth));
  const expected = await apiGet<ReportAnswer>(token, 'reports-projects', { ...period, endDate: firstOfMonth, status: 2 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Projects report (${expected.totalResults})`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

  test('the filters arriving late push nothing down: the projects come after them', async ({ page }) => {
    const layoutShift = await watchLayoutShifts(page);
    // mf-projects' filters, slow to arrive: the report's own parts are drawn well before them.
    await page.route(`**:${remotePort('mf_projects')}/**projects_filters*.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await openSignedIn(page, USERS.pm, '/reports/projects');
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first()).toBeVisible();
    expect(await layoutShift()).toBeLessThan(0.05);
  });
});

// The refusal itself is checked in redirects.spec.ts; here: the report area is never even fetched.
test('a limited PM is refused the report and never gets its code', async ({ page }) => {
  const reportsPort = String(remotePort('mf_reports'));
  const reportsRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === reportsPort) reportsRequests.push(request.url());
  });
  await openSignedIn(page, USERS.limited, '/reports/projects');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page');
  expect(reportsRequests).toEqual([]);
});

test('a project added from the header while the report is open shows in it at once', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/reports/projects');
  // Only this test's project: others add projects at the same time.
  const title = `Report E2E ${Date.now()}`;
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
  await page.getByRole('searchbox', { name: 'Title' }).fill(title);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Projects report (0)');

  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add project' });
  await dialog.getByRole('textbox', { name: 'Job numbers' }).fill(`JN-R-${title.slice(-6)}`);
  await dialog.getByRole('textbox', { name: 'Job numbers' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await pickSuggestion(dialog.getByRole('combobox', { name: 'Client', exact: true }), 'Hogarth');
  await pickSuggestion(dialog.getByRole('combobox', { name: 'Brand', exact: true }), 'an');
  await dialog.getByRole('combobox', { name: 'Owner' }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Retainer' });
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(heading).toHaveText('Projects report (1)');
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: title })).toBeVisible();
});
