/**
 * /reports/working-places: the management list of working places, served by mf-timesheet and
 * loaded by mf-reports through the shared loader (not a copy): every user's places with the
 * user column and filter, nothing to add or change, rows equal to the API's.
 */
import { expect, test } from '@playwright/test';
import { apiGet, browserToken, openSignedIn, remotePort, USERS } from '../support';

type Place = { manual_date: string; user: string };

test("a PM reads everyone's working places under Reports, from mf-timesheet's list", async ({ page }) => {
  const timesheetPort = String(remotePort('mf_timesheet'));
  const fromTimesheet: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === timesheetPort) fromTimesheet.push(request.url());
  });
  await openSignedIn(page, USERS.pm, '/reports/working-places');
  const token = (await browserToken(page))!;
  await expect(page.getByRole('columnheader', { name: 'User' })).toBeVisible();
  expect(fromTimesheet.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Add working places' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Daniel Evans' });
  await expect(page.getByText(/^Page: 1 \/ \d+ \(total: \d+\)$/)).toBeVisible();
  const today = new Date().toLocaleDateString('sv-SE');
  const ahead = new Date(Date.now() + 27 * 86_400_000).toLocaleDateString('sv-SE');
  const expected = await apiGet<{ data: Place[] }>(token, 'uwp-all', { user_id: 2, start_date: today, end_date: ahead });
  expect(expected.data.length).toBeGreaterThan(0);
  await expect
    .poll(async () => new Set(await page.getByRole('row').locator('td:nth-child(2)').allInnerTexts()))
    .toEqual(new Set(['Daniel Evans']));
});
