/**
 * Working places (issue 11): a developer with nothing set ahead is reminded, adds the next
 * three working days on the calendar, and the reminder stops; a developer changes and removes
 * an own entry; a PM sees everyone's with the user column and exports working-places.csv, the
 * rows the API answers. Each test has a developer of its own.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  apiDelete,
  apiGet,
  apiPost,
  isoDay,
  parseCsv,
  nextApiResponse,
  openSignedIn,
  signIn,
  USERS,
  withApiSession,
  chooseMenuItem,
} from '../support';

type Place = { id: number; manual_date: string; user: string; working_place: number };

const PLACE_LABELS: Record<number, string> = { 1: 'Work from office', 2: 'Work from home', 3: 'Holiday' };

const reminder = (page: Page) => page.getByRole('alertdialog', { name: 'Working places' });

/** The calendar's name of a day: "Tuesday 24 November 2026". */
function dayLabel(iso: string): string {
  const day = new Date(`${iso}T12:00:00`);
  const part = (options: Intl.DateTimeFormatOptions) => day.toLocaleDateString('en-GB', options);
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
}

/** The next `count` Monday-to-Friday days after today. */
function nextWorkingDays(count: number): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset += 1) {
    const weekday = new Date(`${isoDay(offset)}T12:00:00`).getDay();
    if (weekday !== 0 && weekday !== 6) days.push(isoDay(offset));
  }
  return days;
}

/** Removes the developer's places from today on, so the test starts with nothing set ahead. */
async function clearAhead(email: string): Promise<void> {
  await withApiSession(email, async ({ token }) => {
    const ahead = () => apiGet<{ data: Place[] }>(token, 'uwp', { start_date: isoDay(), end_date: isoDay(40) });
    for (let answer = await ahead(); answer.data.length > 0; answer = await ahead()) {
      for (const place of answer.data) await apiDelete(token, `uwp/${place.id}`);
    }
  });
}

test('adding the next three working days stops the reminder', async ({ page, browser }) => {
  const developer = 'felix.braun@agency.test';
  await clearAhead(developer);
  const days = nextWorkingDays(3);

  await signIn(page, developer);
  await reminder(page).getByRole('button', { name: 'Set up working places' }).click();
  await expect(page).toHaveURL(/\/user-working-places$/);
  await page.getByRole('button', { name: 'Add working places' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add working places' });
  const calendar = dialog.getByRole('group', { name: 'Dates' });
  await dialog.getByRole('combobox', { name: 'Working place' }).selectOption({ label: 'Work from office' });
  for (const day of days) await calendar.getByRole('button', { name: dayLabel(day), exact: true }).click();
  await expect(calendar.getByText('3 days picked.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Working place has been saved.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Work from office' })).toHaveCount(3);

  // A new browser (no reminder cookie): the portal asks, the API says set up, no reminder.
  const fresh = await browser.newContext();
  try {
    const again = await fresh.newPage();
    const checked = nextApiResponse(again, 'uwp-is-three-days-forward');
    await signIn(again, developer);
    expect(await (await checked).json()).toEqual({ is_setup_forward_three_days: true });
    await again.waitForLoadState('networkidle');
    await expect(reminder(again)).toHaveCount(0);
  } finally {
    await fresh.close();
  }
});

test('a developer changes the place of an own entry, its date read-only, and removes it', async ({ page }) => {
  const developer = 'radu.ene@agency.test';
  await clearAhead(developer);
  const [day] = nextWorkingDays(1);
  await withApiSession(developer, ({ token }) => apiPost(token, 'uwp', { working_place: 1, manual_dates: [day] }));
  const shown = day.split('-').reverse().join('.');

  await openSignedIn(page, developer, '/user-working-places', { quietReminder: true });
  const row = page.getByRole('row').filter({ hasText: shown });
  await chooseMenuItem(row.getByRole('button', { name: /Actions for/ }), 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit working place' });
  await expect(dialog.getByText(shown)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Working place' }).selectOption({ label: 'Work from home' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Working place has been saved.')).toBeVisible();
  await expect(row).toContainText('Work from home');

  await chooseMenuItem(row.getByRole('button', { name: /Actions for/ }), 'Remove');
  await page.getByRole('alertdialog').getByRole('button', { name: 'DELETE' }).click();
  await expect(page.getByText('Working place entry has been deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a PM sees everyone's places with the user column and exports the API's rows as working-places.csv", async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/user-working-places');
  await expect(page.getByRole('columnheader', { name: 'User' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add working places' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Daniel Evans' });
  await expect(page.getByText(/^Page: 1 \/ \d+ \(total: \d+\)$/)).toBeVisible();
  await expect
    .poll(async () => new Set(await page.getByRole('row').locator('td:nth-child(2)').allInnerTexts()))
    .toEqual(new Set(['Daniel Evans']));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('working-places.csv');
  const [header, ...lines] = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(header).toEqual(['Date', 'User', 'Working place']);
  const rows = await withApiSession(
    USERS.pm,
    async ({ token }) =>
      (await apiGet<{ data: Place[] }>(token, 'uwp-all', { user_id: 2, start_date: isoDay(), end_date: isoMonthAhead() })).data,
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(lines).toEqual(rows.map((row) => [row.manual_date.split('-').reverse().join('.'), row.user, PLACE_LABELS[row.working_place]]));
});

function isoMonthAhead(): string {
  const day = new Date();
  const target = new Date(day.getFullYear(), day.getMonth() + 1, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(day.getDate(), last));
  return target.toLocaleDateString('sv-SE');
}
