/**
 * Hours are what the user meant (issue 29), on /timesheet against the API: "1,5" typed in the
 * entry form is read as 1.5 hours, said back under the field and stored as 1.5 (a number input
 * once stored 15); a day that already holds 24 hours refuses a fourth 8-hour entry, in the form
 * with the hours left and in the API. Each test logs on an account no other test uses:
 * andrei.marin@ and chloe.dubois@ (seeded developers), both on today, which the seed leaves empty.
 */
import { expect, test, type Page } from '@playwright/test';
import { ApiError, apiGet, apiLogin, apiPost, daySection, expectWeekShown, isoDay, openSignedIn } from '../support';

type Project = { id: number; title: string; type_id: number; min_te_date: string | null; start_date: string; is_vacation: boolean };
type Entry = { id: number; hours: number; details: string | null; manual_date: string };

const today = isoDay();
const display = (iso: string) => iso.split('-').reverse().join('.');

/** A project the developer logs on today, with one of their activities on it. */
async function loggable(token: string) {
  const { data: projects } = await apiGet<{ data: Project[] }>(token, 'ts-projects');
  const project = projects.find(
    (p) => !p.is_vacation && p.type_id !== 2 && p.start_date <= today && (!p.min_te_date || p.min_te_date <= today),
  );
  expect(project, 'the developer has a project to log time on').toBeDefined();
  const { data: activities } = await apiGet<{ data: { id: number; name: string }[] }>(
    token,
    `activity-types-by-project-user/${project!.id}`,
  );
  expect(activities.length).toBeGreaterThan(0);
  return { project: project!, activities };
}

/** Opens New entry and chooses the project and the first activity. */
async function openNewEntry(page: Page, project: Project, activities: { id: number }[]) {
  await page.getByRole('button', { name: 'New entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New timesheet entry' });
  await dialog.getByRole('combobox', { name: /Project/ }).pressSequentially(project.title);
  await page.getByRole('option', { name: `${project.title} (${project.id})`, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /Date/ })).toHaveValue(display(today));
  const activity = dialog.getByRole('combobox', { name: /Activity/ });
  if (activities.length === 1) await expect(activity).toHaveValue(String(activities[0].id));
  else await activity.selectOption(String(activities[0].id));
  return dialog;
}

test('typing "1,5" in Hours saves 1.5 hours, as the form says it understood', async ({ page }) => {
  const email = 'andrei.marin@agency.test';
  const { token } = await apiLogin(email);
  const { project, activities } = await loggable(token);
  const details = `e2e hours ${Date.now()}`;

  await openSignedIn(page, email, '/timesheet', { quietReminder: true });
  await expectWeekShown(page);
  const dialog = await openNewEntry(page, project, activities);
  const hours = dialog.getByRole('spinbutton', { name: /Hours/ });
  await hours.pressSequentially('1,5');
  await expect(dialog.getByText('= 1.5 h (1 h 30 min)')).toBeVisible();
  await expect(dialog.getByText('24 h left on this day')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Details/ }).fill(details);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = daySection(page).getByRole('row').filter({ hasText: details });
  await expect(row).toContainText('1.50');
  const stored = async () =>
    (await apiGet<{ data: Entry[] }>(token, `ts-by-projectId/${project.id}`, { startDate: today, endDate: today })).data.find(
      (e) => e.details === details,
    );
  await expect.poll(stored).toMatchObject({ hours: 1.5, manual_date: today });
  await expect
    .poll(async () => (await apiGet<{ data: { total_hours: number } }>(token, `ts-hours-left/${today}`)).data.total_hours)
    .toBe(1.5);
});

test('a fourth 8-hour entry on one day is refused, with the hours left shown', async ({ page }) => {
  const email = 'chloe.dubois@agency.test';
  const { token } = await apiLogin(email);
  const { project, activities } = await loggable(token);
  const entry = (details: string) => ({
    project_id: project.id,
    activity_type_id: activities[0].id,
    hours: 8,
    extra_request: 0,
    overtime: 0,
    qa_issue: 0,
    manual_date: today,
    details,
    mjn: null,
  });
  for (const n of [1, 2, 3]) await apiPost(token, 'ts', entry(`e2e full day ${n}`));

  await openSignedIn(page, email, '/timesheet', { quietReminder: true });
  await expect(daySection(page).getByRole('row').filter({ hasText: 'e2e full day' })).toHaveCount(3);
  const dialog = await openNewEntry(page, project, activities);
  await expect(dialog.getByText('No hours left on this day')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: /Hours/ }).fill('8');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('No hours are left on this day: one day holds at most 24 hours.')).toBeVisible();
  await expect(dialog).toBeVisible();

  // The API refuses it too, naming the hours.
  const refused = await apiPost(token, 'ts', entry('e2e fourth')).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(422);
  expect((refused as ApiError).body).toMatchObject({
    errors: { hours: ['No hours are left on this day: one day holds at most 24 hours.'] },
  });
  expect((await apiGet<{ data: { total_hours: number; hours_left: number } }>(token, `ts-hours-left/${today}`)).data).toMatchObject({
    total_hours: 24,
    hours_left: 0,
  });
});
