/**
 * The timer (issue 32): a developer starts it on a week-grid row, reloads the page, and the
 * header still shows it (the API keeps it); Stop in the header turns it into that day's hours,
 * which the grid and the API's week then hold. The account (sofia.rossi@, a seeded developer) is
 * used by no other test; the row is a project and activity she has no hours on this week, and the
 * entry is removed afterwards.
 *
 * A timer becomes an entry only once it has run more than 0.1 h (6 minutes, the entry's minimum).
 * Rather than wait, the test moves the start the row sends 15 minutes back, with the call's own
 * `started_at` (a start the user forgot to press); everything else is the page's.
 */
import { expect, test } from '@playwright/test';
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
  weekdayName,
  type WeekAnswer,
  type WeekEntry,
} from '../support';

const EMAIL = 'sofia.rossi@agency.test';
const MINUTES_BACK = 15;

type Timer = { project_id: number; activity_type_id: number; manual_date: string } | null;

test("timer start/stop across a reload: started on a row, kept by the API, stopped in the header into the day's hours", async ({
  page,
}) => {
  const { token } = await apiLogin(EMAIL);
  const weekNo = currentWeekNo();
  const thisWeek = await apiGet<WeekAnswer>(token, `ts-by-week/${weekNo}`);
  const taken = new Set(entriesOf(thisWeek).map((e) => `${e.project_id}/${e.activity_type_id}`));
  const { project, activity, rowName: row } = await unusedGridRow(token, taken, isoDay());

  await page.route('**/api/ts-timer', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const started = new Date(Date.now() - MINUTES_BACK * 60_000).toISOString();
    return route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), started_at: started }) });
  });
  await openSignedIn(page, EMAIL, '/timesheet', { quietReminder: true });
  const view = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week grid' });
  if ((await view.getAttribute('aria-pressed')) !== 'true') await view.click();
  const grid = page.getByRole('table', { name: 'Week grid' });
  await expect(grid).toBeVisible();
  const addRow = page.getByRole('form', { name: 'Add a row' });
  await addRow.getByRole('combobox', { name: /Project/ }).selectOption({ label: `${project.title} (${project.id})` });
  const activityField = addRow.getByRole('combobox', { name: /Activity/ });
  await expect(activityField.locator('option', { hasText: activity.name })).toBeAttached();
  await activityField.selectOption({ label: activity.name });
  await addRow.getByRole('button', { name: 'Add row' }).click();

  await grid.getByRole('button', { name: `Start timer on ${row}`, exact: true }).click();
  const header = page.getByRole('banner');
  const timer = header.getByRole('group', { name: `Running timer: ${project.title}, ${activity.name}` });
  await expect(timer).toBeVisible();
  await expect(grid.getByText('Timer running')).toBeVisible();

  // Stored by the API: a reload (or another device) finds it.
  const stored = await apiGet<{ data: Timer }>(token, 'ts-timer');
  expect(stored.data).toMatchObject({ project_id: project.id, activity_type_id: activity.id });
  const day = stored.data!.manual_date;
  await page.reload();
  await expect(timer).toBeVisible();
  await expect(timer).toContainText(/0:(1[5-9]|[2-5]\d):\d\d/);

  const stopped = page.waitForResponse(
    (response) => response.url().endsWith('/api/ts-timer/stop') && response.request().method() === 'POST',
  );
  await timer.getByRole('button', { name: 'Stop' }).click();
  const { data: entry } = (await (await stopped).json()) as { data: WeekEntry };
  await expect(timer).toBeHidden();
  expect(entry).toMatchObject({ project_id: project.id, activity_type_id: activity.id, manual_date: day });
  // 15 minutes and the time the test took since, to the hundredth of an hour.
  expect(entry.hours).toBeGreaterThanOrEqual(0.25);
  expect(entry.hours).toBeLessThan(0.4);
  await expect(page.getByText(`${entry.hours} h logged on ${display(day)}.`)).toBeVisible();

  // The week holds it: in the grid's cell of the day and in the API's week. (Started in the first
  // quarter hour of a Monday, the timer's day is last Sunday, in the week before the one shown.)
  const inShownWeek = day in thisWeek.entries;
  if (inShownWeek) {
    const cell = grid.getByRole('textbox', { name: `${row}, ${weekdayName(day)}, ${display(day)}`, exact: true });
    await expect(cell).toHaveValue(String(entry.hours));
  }
  const saved = entriesOf(await apiGet<WeekAnswer>(token, `ts-by-week/${inShownWeek ? weekNo : weekNo - 1}`));
  expect(saved.filter((e) => e.project_id === project.id && e.activity_type_id === activity.id).map((e) => [e.id, e.hours])).toEqual([
    [entry.id, entry.hours],
  ]);
  expect((await apiGet<{ data: Timer }>(token, 'ts-timer')).data).toBeNull();

  await apiDelete(token, `ts/${entry.id}`);
});
