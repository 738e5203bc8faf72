/**
 * The missing timesheet report against the API: the total in the title and the rows equal the
 * answer for the last 7 days, Details lists the developer's days (DD.MM.YYYY) and CLOSE
 * closes it; a period in the future has nothing missing and says so.
 */
import { expect, test } from '@playwright/test';
import { apiGet, browserToken, openSignedIn, USERS } from '../support';

type Answer = { data: { user_name: string; count_days: number; missing_days: string[] }[]; total_missing_days: number };

const isoDaysFromToday = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};
const dayText = (iso: string) => iso.split('-').reverse().join('.');

test('the last 7 days: total, rows and a developer’s missing days equal the API', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/reports/missing-timesheet');
  const token = (await browserToken(page))!;
  const expected = await apiGet<Answer>(token, 'reports-missing-timesheet', {
    startDate: isoDaysFromToday(-7),
    endDate: isoDaysFromToday(0),
  });
  expect(expected.data.length).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Missing timesheet (${expected.total_missing_days} days)`);
  const table = page.getByRole('table', { name: 'Missing timesheet' });
  await expect(table.locator('tbody tr td:first-child')).toHaveText(expected.data.map((row) => row.user_name));

  const first = expected.data[0];
  await page.getByRole('button', { name: `Details of ${first.user_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Missing days of ${first.user_name}` });
  await expect(dialog.getByRole('listitem')).toHaveText(first.missing_days.map(dayText));
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/reports/missing-timesheet?startDate=${isoDaysFromToday(2)}&endDate=${isoDaysFromToday(9)}`);
  await expect(page.getByText("Sorry, we couldn't find any results matching your search.")).toBeVisible();
});
