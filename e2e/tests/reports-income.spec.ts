/**
 * The income report (/reports/income) against the API: the total in the title, the rows and
 * income.csv equal the API's answer for the default period (1 January to today), the invoice
 * link opens the invoicing site in a new tab, filters survive a reload, an empty period says
 * so, and the chart follows the dark theme. Oliver Grant, a PM no other test signs in with,
 * carries the dark theme, so no other screen changes colour while this runs.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, apiPost, browserToken, parseCsv, remotePort, openSignedIn, USERS, withApiSession } from '../support';

type IncomeRow = {
  project_id: number;
  project_title: string;
  date: string;
  po_number: string;
  client_unit_name: string;
  client_name: string;
  client_pm_name: string | null;
  value: string;
  invoice_url: string;
};
type IncomeAnswer = { data: IncomeRow[]; total_income: string };

const DARK_ACCOUNT = 'oliver.grant@agency.test';
const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const isoToday = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
const period = { startDate: `${today.getFullYear()}-01-01`, endDate: isoToday };
const display = (iso: string) => iso.split('-').reverse().join('.');
const money = (amount: string) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));

test('the income of this year: total, rows and income.csv equal the API, the invoice opens in a new tab', async ({ page }) => {
  const reportsPort = String(remotePort('mf_reports'));
  const reportFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === reportsPort) reportFiles.push(url.pathname);
  });
  await openSignedIn(page, USERS.pm, '/reports/income');
  const token = (await browserToken(page))!;
  const expected = await apiGet<IncomeAnswer>(token, 'reports-income', period);
  expect(expected.data.length).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Income (${money(expected.total_income)} EUR)`);
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(display(period.startDate));
  const table = page.getByRole('table', { name: 'Income', exact: true });
  await expect(table.locator('tbody tr')).toHaveCount(expected.data.length);
  await expect(table.locator('tbody tr td:first-child')).toHaveText(expected.data.map((row) => row.project_title));
  const invoice = table
    .locator('tbody tr')
    .first()
    .getByRole('link', { name: /^Invoice of/ });
  await expect(invoice).toHaveAttribute('href', expected.data[0].invoice_url);
  await expect(invoice).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('figure', { name: 'Income by month' }).locator('svg').first()).toBeVisible();
  // The first report opened fetches its own chart type only.
  expect(reportFiles.some((file) => file.includes('chart-area'))).toBe(true);
  expect(reportFiles.filter((file) => /chart-(pie|bar)/.test(file))).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('income.csv');
  const [header, ...rows] = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(header).toEqual(await table.locator('thead th').allTextContents());
  expect(rows).toHaveLength(expected.data.length);
  const shown = await table.locator('tbody tr').first().locator('td').allTextContents();
  const first = rows[0];
  expect([first[0], first[1], first[2], first[4]]).toEqual([shown[0], shown[1], shown[2], shown[4]]);
  expect(money(first[6])).toBe(shown[6]);
  expect(first[7]).toBe(expected.data[0].invoice_url);
});

test('filters live in the address, and an empty period says so', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/reports/income?startDate=2001-01-01&endDate=2001-01-31');
  await expect(page.getByText("Sorry, we couldn't find any results matching your search.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Income (0.00 EUR)');

  await page.getByRole('textbox', { name: 'Project title' }).fill('Bra');
  await expect(page).toHaveURL(/projectTitle=Bra/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Project title' })).toHaveValue('Bra');
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue('01.01.2001');
  await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
});

test('in the dark theme the chart draws its labels in light colours', async ({ page }) => {
  const setTheme = (theme: string) => withApiSession(DARK_ACCOUNT, (session) => apiPost(session.token, 'settings', { theme }));
  await setTheme('theme-dark');
  // Put back by this test only: a file-wide afterEach ran beside it in the other worker and
  // switched the account to light mid-test (fullyParallel).
  try {
    await openSignedIn(page, DARK_ACCOUNT, '/reports/income');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const axisLabel = page.getByRole('figure', { name: 'Income by month' }).locator('svg text').first();
    await expect(axisLabel).toBeVisible();
    expect(await axisLabel.evaluate((text) => getComputedStyle(text).fill)).toBe('rgb(203, 213, 224)');
  } finally {
    await setTheme('theme-light');
  }
});
