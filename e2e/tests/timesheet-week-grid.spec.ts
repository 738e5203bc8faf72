/**
 * The week grid (issue 32): a developer logs last week in the grid with the keyboard alone (the
 * first cell focused, then digits, Enter and Tab), and what the grid shows is what the list view,
 * the API's week and the timesheet report hold; then "Copy last week's rows" brings the row into
 * this week without its hours. The account (emma.brown@, a seeded developer) is used by no other
 * test; the row is a project and activity she has no hours on in either week, and the entries
 * are removed afterwards.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiDelete,
  apiGet,
  apiLogin,
  currentWeekNo,
  displayDay as display,
  entriesOf,
  isoDay,
  openSignedIn,
  unusedGridRow,
  USERS,
  weekdayName,
  type WeekAnswer,
} from '../support';

const EMAIL = 'emma.brown@agency.test';
const EMMA_ID = 20;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Monday to Friday of last week. */
function lastWeekDays(): string[] {
  const monday = new Date(`${isoDay()}T12:00:00`);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7) - 7);
  return Array.from({ length: 5 }, (_, i) => {
    const day = new Date(monday);
    day.setDate(monday.getDate() + i);
    return day.toLocaleDateString('sv-SE');
  });
}

async function switchTo(page: Page, view: 'List' | 'Week grid') {
  const button = page.getByRole('group', { name: 'View' }).getByRole('button', { name: view });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('a developer logs a full week in the grid with the keyboard, as the list, the API and the report show; copy last week', async ({
  page,
}) => {
  const { token } = await apiLogin(EMAIL);
  const days = lastWeekDays();
  const weekNo = currentWeekNo();
  const [lastWeek, thisWeek] = await Promise.all([
    apiGet<WeekAnswer>(token, `ts-by-week/${weekNo - 1}`),
    apiGet<WeekAnswer>(token, `ts-by-week/${weekNo}`),
  ]);
  for (const day of days) expect(lastWeek.entries[day].total_hours, `room for 8 h on ${day}`).toBeLessThanOrEqual(16);
  const taken = new Set([...entriesOf(lastWeek), ...entriesOf(thisWeek)].map((e) => `${e.project_id}/${e.activity_type_id}`));
  // A new row carries the project's own MJN (issue 32), and says so.
  const { project, activity, rowName: row } = await unusedGridRow(token, taken, days[0]);

  await openSignedIn(page, EMAIL, '/timesheet', { quietReminder: true });
  await switchTo(page, 'Week grid');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByText(`Week: ${display(days[0])} -`)).toBeVisible();
  const grid = page.getByRole('table', { name: 'Week grid' });
  await expect(grid).toBeVisible();

  const addRow = page.getByRole('form', { name: 'Add a row' });
  await addRow.getByRole('combobox', { name: /Project/ }).selectOption({ label: `${project.title} (${project.id})` });
  const activityField = addRow.getByRole('combobox', { name: /Activity/ });
  await expect(activityField.locator('option', { hasText: activity.name })).toBeAttached();
  await activityField.selectOption({ label: activity.name });
  await addRow.getByRole('button', { name: 'Add row' }).click();
  const cell = (day: string) => grid.getByRole('textbox', { name: `${row}, ${weekdayName(day)}, ${display(day)}`, exact: true });
  await expect(cell(days[0])).toHaveValue('');

  // The keyboard alone from the first cell: digits, Enter saves, Tab moves to the next day.
  const typed = ['8', '8', '8', '8', '7,5'];
  await cell(days[0]).focus();
  for (const [i, hours] of typed.entries()) {
    await page.keyboard.type(hours);
    await page.keyboard.press('Enter');
    await expect(cell(days[i])).toHaveValue(i === 4 ? '7.5' : '8');
    if (i < typed.length - 1) await page.keyboard.press('Tab');
    if (i < typed.length - 1) await expect(cell(days[i + 1])).toBeFocused();
  }
  await expect(grid.getByLabel(`Total of ${row}`)).toHaveText('39.50');

  // The API's week holds the five entries, and its day totals are the grid's.
  const saved = await apiGet<WeekAnswer>(token, `ts-by-week/${weekNo - 1}`);
  const ours = entriesOf(saved).filter((e) => e.project_id === project.id && e.activity_type_id === activity.id);
  expect(ours.map((e) => [e.manual_date, e.hours]).sort()).toEqual(days.map((day, i) => [day, i === 4 ? 7.5 : 8]));
  for (const day of days) {
    const total = saved.entries[day].total_hours.toFixed(2);
    await expect(grid.getByLabel(`${weekdayName(day)}, ${display(day)}: total ${total} hours`)).toBeVisible();
  }
  const weekTotal = Object.values(saved.entries).reduce((sum, day) => sum + day.total_hours, 0);
  await expect(grid.getByLabel(`Week total ${weekTotal.toFixed(2)} hours`)).toBeVisible();

  // The list view shows the same entries per day.
  await switchTo(page, 'List');
  for (const [i, day] of days.entries()) {
    const section = page.getByRole('region', { name: `${weekdayName(day)}, ${display(day)}` });
    await expect(
      section
        .getByRole('row', { name: new RegExp(`${escaped(project.title)}.*${escaped(activity.name)}`) })
        .filter({ hasText: i === 4 ? '7.50' : '8.00' }),
    ).toHaveCount(1);
  }
  await switchTo(page, 'Week grid');

  // The timesheet report (a full PM's) has the same rows.
  const { token: pmToken } = await apiLogin(USERS.pm);
  const report = await apiGet<{ data: { id: number; hours: string | number; manual_date: string }[] }>(pmToken, 'reports-timesheet', {
    startDate: days[0],
    endDate: days[4],
    userId: EMMA_ID,
    resPerPage: 10000,
  });
  const reported = report.data.filter((r) => ours.some((e) => e.id === r.id));
  expect(reported.map((r) => [r.manual_date, Number(r.hours)]).sort()).toEqual(days.map((day, i) => [day, i === 4 ? 7.5 : 8]));

  // Copy last week's rows into this week: the row comes, its hours do not.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(grid.getByLabel(`Total of ${row}`)).toHaveCount(0);
  await page.getByRole('button', { name: "Copy last week's rows" }).click();
  await expect(grid.getByLabel(`Total of ${row}`)).toHaveText('0.00');

  for (const entry of ours) await apiDelete(token, `ts/${entry.id}`);
});
