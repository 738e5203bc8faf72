/**
 * The timesheet and overtime reports against the API: the default periods (7 and 31 days), the
 * hours in the title and the day groups equal the API's answer, timesheet_report.csv holds every
 * entry of the filters with the table's header, a developer filter lands in the address and
 * the figures follow it, and an empty period says so.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, browserToken, openSignedIn, parseCsv, pickSuggestion, USERS } from '../support';

type Entry = { id: number; manual_date: string; user_name: string; project_title: string; hours: string };
type EntriesAnswer = { data: Entry[]; total: number; last_page: number; total_hours: string };

const isoDaysAgo = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};
const dayHeading = (iso: string) => {
  const day = new Date(`${iso}T12:00:00`);
  return `${day.toLocaleDateString('en-GB', { weekday: 'long' })} ${iso.split('-').reverse().join('.')}`;
};

test('the last 7 days: hours, day groups and timesheet_report.csv equal the API', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/reports/timesheet');
  const token = (await browserToken(page))!;
  const expected = await apiGet<EntriesAnswer>(token, 'reports-timesheet', { startDate: isoDaysAgo(7), endDate: isoDaysAgo(0) });
  expect(expected.total).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Timesheet report (${expected.total_hours} h)`);
  const firstDay = expected.data[0].manual_date;
  const section = page.getByRole('region', { name: dayHeading(firstDay) });
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(dayHeading(firstDay));
  await expect(section.locator('tbody tr')).toHaveCount(expected.data.filter((entry) => entry.manual_date === firstDay).length);
  await expect(page.getByRole('figure', { name: 'Hours by activity' }).locator('svg').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('timesheet_report.csv');
  const [header, ...rows] = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(header).toEqual(await section.locator('thead th').allTextContents());
  expect(rows).toHaveLength(expected.total);
  const shown = await section.locator('tbody tr').first().locator('td').allTextContents();
  expect(rows[0].slice(0, 5)).toEqual(shown.slice(0, 5));
});

test('overtime: 31 days, a developer filter in the address, and an empty period', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/reports/overtime');
  const token = (await browserToken(page))!;
  const period = { startDate: isoDaysAgo(31), endDate: isoDaysAgo(0) };
  const all = await apiGet<EntriesAnswer>(token, 'reports-overtime', period);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Overtime (${all.total_hours} h)`);
  await expect(page.getByRole('combobox', { name: 'Project type' })).toHaveCount(0);

  await pickSuggestion(page.getByRole('combobox', { name: 'Developer' }), 'Daniel Evans');
  await expect(page).toHaveURL(/userId=2\b/);
  const own = await apiGet<EntriesAnswer>(token, 'reports-overtime', { ...period, userId: 2 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Overtime (${own.total_hours} h)`);

  await page.goto('/reports/overtime?startDate=2001-01-01&endDate=2001-01-31');
  await expect(page.getByText("Sorry, we couldn't find any results matching your search.")).toBeVisible();
});
