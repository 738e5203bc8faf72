/**
 * The project form and the set-parent dialog end to end, as pm@: create a project from the
 * header on another page, find it in the list, edit it, link it under a parent and see it
 * styled as a child; a failed save keeps what was typed. A new project (Pending) is found from
 * its toast's "View" and on top of the list under the default filter, and a full PM opens it
 * from its details page (issue 32).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, browserToken, chooseMenuItem, openSignedIn, pickSuggestion, USERS } from '../support';

type Detail = {
  id: number;
  title: string;
  file_name: string | null;
  file_url: string | null;
  job_numbers: { name: string }[];
  type_id: number;
  fixed_price: number | null;
  parent_id: number | null;
  owner_id: number;
  deadline: string;
  start_date: string;
};

const toasts = (page: Page) => page.getByText('Project has been saved.');

async function fillNewProject(dialog: Locator, title: string) {
  await dialog.getByRole('textbox', { name: 'Job numbers' }).fill(`JN-E2E-${title.slice(-6)}`);
  await dialog.getByRole('textbox', { name: 'Job numbers' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end suite.');
  await pickSuggestion(dialog.getByRole('combobox', { name: 'Client', exact: true }), 'Hogarth');
  await pickSuggestion(dialog.getByRole('combobox', { name: 'Brand', exact: true }), 'an');
  await dialog.getByRole('combobox', { name: 'Owner' }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Fixed price' });
  await dialog.getByRole('spinbutton', { name: 'Fixed price' }).fill('4321.5');
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ index: 3 });
}

async function findInList(page: Page, title: string) {
  await page.goto('/projects');
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toBeEnabled();
  await status.selectOption({ label: 'All statuses' });
  await page.getByRole('searchbox', { name: 'Title' }).fill(title);
  const row = page.getByRole('table', { name: 'Projects' }).locator('tbody tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

test('create from the header, find it, edit it, and link it under a parent', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/');
  const token = (await browserToken(page))!;
  const title = `E2E project ${Date.now()}`;

  // On the dashboard: the header's form, with its defaults.
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add project' });
  const date = /^\d{2}\.\d{2}\.\d{4}$/;
  await expect(dialog.getByRole('textbox', { name: 'Start date' })).toHaveValue(date);
  await expect(dialog.getByRole('textbox', { name: 'Deadline' })).toHaveValue(date);
  const start = await dialog.getByRole('textbox', { name: 'Start date' }).inputValue();
  const deadline = await dialog.getByRole('textbox', { name: 'Deadline' }).inputValue();
  const toIso = (text: string) => text.split('.').reverse().join('-');
  expect((Date.parse(toIso(deadline)) - Date.parse(toIso(start))) / 86_400_000).toBe(7);
  await fillNewProject(dialog, title);
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% the brief\n') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The dashboard hears of the save and shows it in the recent activity without a reload.
  await expect(page.getByTestId('activity-event').getByRole('link', { name: title })).toBeVisible();

  const row = await findInList(page, title);
  const id = Number((await row.getByRole('link', { name: title }).getAttribute('href'))!.split('/').pop());
  const saved = (await apiGet<{ project: Detail }>(token, `project/${id}`)).project;
  expect(saved).toMatchObject({
    title,
    type_id: 1,
    fixed_price: 4321.5,
    parent_id: null,
    start_date: toIso(start),
    deadline: toIso(deadline),
  });
  // The file went up with the form (multipart) and is stored.
  expect(saved.file_name).toBe('brief.pdf');
  const file = await page.request.get(saved.file_url!, { headers: { Authorization: `Bearer ${token}` } });
  expect((await file.body()).toString()).toContain('the brief');
  expect(saved.job_numbers.map((jobNumber) => jobNumber.name)).toEqual([`JN-E2E-${title.slice(-6)}`]);
  const events = await apiGet<{ data: { events: { action_type_id: number; project: { project_id: number } | null }[] } }>(token, 'actions');
  expect(events.data.events.some((event) => event.action_type_id === 2 && event.project?.project_id === id)).toBe(true);

  // Edit: the form opens with the project, and the list shows the new title.
  await chooseMenuItem(row.getByRole('button', { name: `Actions for ${title}` }), 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(edit.getByRole('spinbutton', { name: 'Fixed price' })).toHaveValue('4321.5');
  await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} edited`);
  await edit.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Retainer' });
  await expect(edit.getByRole('spinbutton', { name: 'Fixed price' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('searchbox', { name: 'Title' }).fill(`${title} edited`);
  const edited = page
    .getByRole('table', { name: 'Projects' })
    .locator('tbody tr')
    .filter({ hasText: `${title} edited` });
  await expect(edited).toHaveCount(1);
  expect((await apiGet<{ project: Detail }>(token, `project/${id}`)).project).toMatchObject({
    title: `${title} edited`,
    type_id: 3,
    fixed_price: null,
  });

  // Set parent: Required when empty, then a candidate from the API.
  const candidates = (await apiGet<{ data: { id: number; title: string }[] }>(token, `project-parents/${id}`)).data;
  const parent = candidates.find(
    (candidate) => !candidates.some((other) => other.id !== candidate.id && other.title.includes(candidate.title)),
  )!;
  await chooseMenuItem(edited.getByRole('button', { name: `Actions for ${title} edited` }), 'Set parent');
  const setParent = page.getByRole('dialog', { name: 'Set parent project' });
  await setParent.getByRole('button', { name: 'Save' }).click();
  await expect(setParent.getByText('Required')).toBeVisible();
  await setParent.getByRole('combobox', { name: 'Project' }).pressSequentially(parent.title);
  await page.getByRole('option', { name: parent.title, exact: true }).click();
  await setParent.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Project's parent has been saved.")).toBeVisible();
  await expect(edited.locator('[data-child]')).toBeVisible();
  expect((await apiGet<{ project: Detail }>(token, `project/${id}`)).project.parent_id).toBe(parent.id);
});

test('a failed save keeps everything typed', async ({ page }) => {
  await page.route(/\/api\/save-project$/, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await openSignedIn(page, USERS.pm, '/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add project' });
  const title = `Kept ${Date.now()}`;
  await fillNewProject(dialog, title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An error occurred, please try again later.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(dialog.getByRole('spinbutton', { name: 'Fixed price' })).toHaveValue('4321.5');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'JN-E2E' })).toHaveCount(1);
});

test('a new project: the list shows it though Pending, its toast leads to it, and a full PM opens it there', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/projects');
  const token = (await browserToken(page))!;
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toBeEnabled();
  // The default filter is the second status (WIP), not Pending.
  await expect(status.locator('option:checked')).toHaveText('WIP');

  const title = `E2E pending ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add project' });
  await fillNewProject(dialog, title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Project has been saved.' });
  await expect(toast).toBeVisible();
  const view = toast.getByRole('link', { name: 'View' });
  const href = (await view.getAttribute('href'))!;
  expect(href).toMatch(/^\/project\/\d+$/);
  const id = Number(href.split('/').pop());
  expect((await apiGet<{ project: Detail & { status_id: number } }>(token, `project/${id}`)).project).toMatchObject({
    title,
    status_id: 1,
  });

  // Under the default filter, on top, marked New with its status.
  const rows = page.getByRole('table', { name: 'Projects' }).locator('tbody tr');
  await expect(rows.first()).toContainText(title);
  await expect(rows.first()).toContainText('New · Pending');
  await expect(status.locator('option:checked')).toHaveText('WIP');

  // View: the project's page, inside the portal (no reload of the shell).
  await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/project/${id}$`));
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  await expect(page.locator('[data-field="Status"]')).toHaveText('Pending');

  await chooseMenuItem(page.getByRole('button', { name: 'Project actions' }), 'Open project');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Open project' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: "Project's status has been changed." })).toBeVisible();
  await expect(page.locator('[data-field="Status"]')).toHaveText('WIP');
  expect((await apiGet<{ project: { status_id: number } }>(token, `project/${id}`)).project.status_id).toBe(2);

  // Open now, the list's default filter lists it by itself.
  await page.goto('/projects');
  await page.getByRole('searchbox', { name: 'Title' }).fill(title);
  await expect(rows.filter({ hasText: title })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'New ·' })).toHaveCount(0);
});
