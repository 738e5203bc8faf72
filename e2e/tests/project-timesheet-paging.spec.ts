/**
 * The project's timesheet panel pages its entries (issue 33): a project with more than 100
 * entries this month shows 100 a page with the hours of all of them, the next page the following
 * ones, and the CSV holds every entry of the period, as the API counts them.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, isoDay, loggableToday, logToday, openSignedIn, parseCsv, USERS, withApiSession } from '../support';

// A developer no other test uses: today's 101 small entries are theirs alone.
const DEVELOPER = 'ethan.wright@agency.test';

type PanelAnswer = { totalResults: number; total_hours: number };

const hours = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 101 entries of 0.2 h today (20.2 h, within the day's limit) on a project the developer may log on. */
async function projectWithMoreThanAPage(): Promise<number> {
  return withApiSession(DEVELOPER, async ({ token }) => {
    const loggable = await loggableToday(token);
    for (let n = 1; n <= 101; n += 1) await logToday(token, loggable, `Paging ${n}`, 0.2);
    return loggable.projectId;
  });
}

test('a busy project shows its entries 100 a page with the hours of all of them, and its CSV holds every one', async ({ page }) => {
  const projectId = await projectWithMoreThanAPage();
  const period = { startDate: isoDay(1 - new Date().getDate()), endDate: isoDay() };
  const expected = await withApiSession(USERS.pm, ({ token }) => apiGet<PanelAnswer>(token, `ts-by-projectId/${projectId}`, period));
  expect(expected.totalResults).toBeGreaterThan(100);

  await openSignedIn(page, USERS.pm, `/project/${projectId}`, { quietReminder: true });
  const panel = page.getByRole('region', { name: 'Timesheet entries' });
  await expect(panel.getByText(`${hours.format(expected.total_hours)} h`)).toBeVisible();
  const table = panel.getByRole('table', { name: 'Timesheet entries of the project' });
  // 100 entries and the header row.
  await expect(table.getByRole('row')).toHaveCount(101);
  const firstPage = await table.getByRole('row').nth(1).innerText();

  const pages = panel.getByRole('navigation', { name: 'Pages of timesheet entries' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row')).toHaveCount(Math.min(100, expected.totalResults - 100) + 1);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstPage);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${projectId}.csv`);
  const [, ...lines] = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '')).filter((line) => line.join('') !== '');
  expect(lines).toHaveLength(expected.totalResults);
});
