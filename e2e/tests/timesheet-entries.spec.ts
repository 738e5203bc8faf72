/**
 * The weekly timesheet (/timesheet, mf-timesheet) against the API: a developer adds an entry
 * for today, edits it, removes it, brings it back with the toast's Undo and removes it again,
 * each stored as the page says (read back through the API); a project manager's timesheet.csv holds exactly the API's rows of the week shown.
 * dev2@ logs time here (no other test counts dev2's entries); the PM only reads.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, apiLogin, parseCsv, openSignedIn, USERS, chooseMenuItem, daySection, expectWeekShown } from '../support';

type Entry = {
  id: number;
  project_id: number;
  project_title: string;
  user_name: string;
  activity_name: string;
  hours: number;
  manual_date: string;
  details: string | null;
  approval_state: 0 | 1 | 2;
};
type Week = {
  entries: Record<string, { total_hours: number; timesheet_entries: Entry[] }>;
  startDate: string;
  endDate: string;
  weekNo: number;
};
type Project = { id: number; title: string; type_id: number; min_te_date: string | null; is_vacation: boolean };

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const display = (iso: string) => iso.split('-').reverse().join('.');
const APPROVAL = ['Pending', 'Approved', 'Rejected'];

test('a developer adds an entry for today, edits it, removes it, undoes the removal and removes it again', async ({ page }) => {
  const { token } = await apiLogin(USERS.dev2);
  const { data: projects } = await apiGet<{ data: Project[] }>(token, 'ts-projects');
  const project = projects.find((p) => !p.is_vacation && p.type_id !== 2 && (!p.min_te_date || p.min_te_date <= today));
  expect(project, 'dev2 has a project to log time on').toBeDefined();
  const { id, title } = project!;
  const { data: activities } = await apiGet<{ data: { id: number; name: string }[] }>(token, `activity-types-by-project-user/${id}`);
  const details = `e2e entry ${Date.now()}`;
  const stored = async () =>
    (await apiGet<{ data: Entry[] }>(token, `ts-by-projectId/${id}`, { startDate: today, endDate: today })).data.find(
      (e) => e.details === details,
    );

  await openSignedIn(page, USERS.dev2, '/timesheet', { quietReminder: true });
  await expectWeekShown(page);

  // Add
  await page.getByRole('button', { name: 'New entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New timesheet entry' });
  const projectField = dialog.getByRole('combobox', { name: /Project/ });
  await projectField.pressSequentially(title);
  await page.getByRole('option', { name: `${title} (${id})`, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /Date/ })).toHaveValue(display(today));
  await dialog.getByRole('spinbutton', { name: /Hours/ }).fill('2.5');
  const activity = dialog.getByRole('combobox', { name: /Activity/ });
  if (activities.length === 1) await expect(activity).toHaveValue(String(activities[0].id));
  else await activity.selectOption(String(activities[0].id));
  await dialog.getByRole('textbox', { name: /Details/ }).fill(details);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Timesheet entry has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = daySection(page).getByRole('row').filter({ hasText: details });
  await expect(row).toContainText('2.50');
  await expect.poll(stored).toMatchObject({ hours: 2.5, activity_name: activities[0].name, manual_date: today, approval_state: 0 });

  // Edit
  await chooseMenuItem(row.getByRole('button', { name: `Actions for ${title}, 2.50 h` }), 'Edit');
  const editDialog = page.getByRole('dialog', { name: 'Edit timesheet entry' });
  await expect(editDialog.getByRole('textbox', { name: /Date/ })).toBeDisabled();
  await editDialog.getByRole('spinbutton', { name: /Hours/ }).fill('3');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('3.00');
  await expect.poll(async () => (await stored())?.hours).toBe(3);

  // Remove, then Undo (issue 32): the same entry comes back, stored as it was
  const remove = async () => {
    await chooseMenuItem(row.getByRole('button', { name: `Actions for ${title}, 3.00 h` }), 'Remove');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure?');
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Timesheet entry has been deleted.' });
    await expect(toast).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(stored).toBeUndefined();
    return toast;
  };
  const removedToast = await remove();
  const removed = { hours: 3, activity_name: activities[0].name, manual_date: today, approval_state: 0, details, project_id: id };
  await removedToast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Timesheet entry has been restored.')).toBeVisible();
  await expect(row).toContainText('3.00');
  await expect.poll(stored).toMatchObject(removed);

  await remove();
});

test("a project manager's timesheet.csv holds the API's rows of the week shown", async ({ page }) => {
  const { token } = await apiLogin(USERS.pm);
  await openSignedIn(page, USERS.pm, '/timesheet');
  await expect(page.getByText(/^Week: \d/)).toBeVisible();

  const filtered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.includes('/api/ts-by-week/') && url.searchParams.get('user_id') === '2' && response.request().method() === 'GET';
  });
  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Daniel Evans' });
  const weekNo = Number(new URL((await filtered).url()).pathname.split('/').at(-1));
  const week = await apiGet<Week>(token, `ts-by-week/${weekNo}`, { user_id: 2 });
  const entries = Object.values(week.entries).flatMap((day) => day.timesheet_entries);
  expect(entries.length).toBeGreaterThan(0);
  await expect(page.getByText(`Week: ${display(week.startDate)} - ${display(week.endDate)}`)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /, \d\d\.\d\d\.\d{4}$/ })
      .getByRole('row')
      .filter({ hasText: 'Daniel Evans' }),
  ).toHaveCount(entries.length);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('timesheet.csv');
  const [header, ...rows] = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''));
  const column = (name: string) => header.indexOf(name);
  expect(
    rows.map((r) => [
      r[column('Date')],
      r[column('Developer')],
      r[column('Project ID')],
      r[column('Project')],
      r[column('Activity')],
      Number(r[column('Hours')]),
      r[column('Approval')],
    ]),
  ).toEqual(
    entries.map((e) => [
      display(e.manual_date),
      e.user_name,
      String(e.project_id),
      e.project_title,
      e.activity_name,
      e.hours,
      APPROVAL[e.approval_state],
    ]),
  );
});
