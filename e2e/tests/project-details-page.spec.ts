/**
 * Issue 9: the /project/{id} page of mf-project-details. The project manager opens a project
 * from the list and sees the summary as the API answers it, closes and reopens the project,
 * removes a subproject, sets and removes a parent and manages the resources; a team lead reads
 * the resources, a developer who does not lead sees none; no access goes back to /projects; a
 * composed area whose server stops shows only its own cards with Retry.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiGet,
  apiLogin,
  apiPost,
  chooseMenuItem,
  confirmDeletion,
  deadManifestUrl,
  formModal,
  openSignedIn,
  overrideRemotes,
  pickSuggestion,
  RemoteServer,
  toasts,
  USERS,
  watchRealtime,
} from '../support';

type Named = { id: number; name: string };
type ProjectRow = { id: number; title: string; status_id: number; parent_id: number | null; has_children: boolean; teamlead_view: boolean };
type ProjectsResponse = { data: { projects: ProjectRow[] } };
type ProjectDetail = ProjectRow & {
  has_access: true;
  status_name: string;
  job_numbers: Named[];
  client_name: string;
  brand_name: string;
  hg_pm_name: string | null;
  idg_pm_name: string;
  owner_name: string;
  category_title: string;
  type: string;
  teamleads: Named[];
  start_date: string;
  deadline: string;
  description: string | null;
  children: { id: number; title: string }[];
};
type ProjectResponse = { project: ProjectDetail | { id: number; has_access: false } };
type ProjectResourcesResponse = { data: { user_name: string; max_hours: number }[] };

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.');
const field = (page: Page, label: string) => page.locator(`dd[data-field="${label}"]`);
const summaryMenu = (page: Page) => page.getByRole('button', { name: 'Project actions' });

async function projectsOf(email: string): Promise<{ token: string; projects: ProjectsResponse['data']['projects'] }> {
  const { token } = await apiLogin(email);
  const list = await apiGet<ProjectsResponse>(token, 'projects', { page: 1, resPerPage: 10000 });
  return { token, projects: list.data.projects };
}

const detailOf = async (token: string, id: number) => (await apiGet<ProjectResponse>(token, `project/${id}`)).project as ProjectDetail;

async function chooseSummaryAction(page: Page, action: string): Promise<void> {
  await chooseMenuItem(summaryMenu(page), action);
}

async function confirm(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('This action is irreversible');
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

test('a project manager opens a project from the list, reads the summary as the API answers it, closes and reopens the project and removes a subproject', async ({
  page,
}) => {
  const { token, projects } = await projectsOf(USERS.pm);
  // From the end of the list: the finance specs work on the first projects.
  const parent = projects.filter((p) => p.status_id === 2 && p.has_children).at(-1)!;
  const project = await detailOf(token, parent.id);

  // Opened from the list, as a project manager finds it.
  await openSignedIn(page, USERS.pm, '/projects', { quietReminder: true });
  await page.getByRole('searchbox', { name: 'Title' }).fill(project.title);
  await page.getByRole('table').getByRole('link', { name: project.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
  await expect(page.getByRole('heading', { name: project.title, level: 2 })).toBeVisible();
  await expect(page.locator('[data-field="Status"]')).toHaveText(project.status_name);
  await expect(field(page, 'Job numbers')).toHaveText(project.job_numbers.map((j) => j.name).join(', ') || '—');
  await expect(field(page, 'Client')).toHaveText(project.client_name);
  await expect(field(page, 'Brand')).toHaveText(project.brand_name);
  await expect(field(page, 'Client PM')).toHaveText(project.hg_pm_name ?? '—');
  await expect(field(page, 'IDG PM')).toHaveText(project.idg_pm_name);
  await expect(field(page, 'Owner')).toHaveText(project.owner_name);
  await expect(field(page, 'Category')).toHaveText(project.category_title);
  await expect(field(page, 'Type')).toHaveText(project.type);
  await expect(field(page, 'Team leads')).toHaveText(project.teamleads.map((t) => t.name).join(', ') || '—');
  await expect(field(page, 'Start date')).toHaveText(ddmmyyyy(project.start_date));
  await expect(field(page, 'Deadline')).toHaveText(ddmmyyyy(project.deadline));
  await expect(field(page, 'Description')).toHaveText(project.description ?? '—');
  await expect(page.getByRole('progressbar', { name: 'Completion' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  const subprojects = page.getByRole('region', { name: 'Subprojects' });
  for (const child of project.children) await expect(subprojects.getByRole('link', { name: child.title })).toBeVisible();

  await chooseSummaryAction(page, 'Close project');
  await confirm(page, 'Close project');
  await expect(toasts(page).filter({ hasText: "Project's status has been changed." })).toBeVisible();
  await expect.poll(async () => (await detailOf(token, project.id)).status_id).toBe(3);
  await expect(page.locator('[data-field="Status"]')).toHaveText((await detailOf(token, project.id)).status_name);

  await chooseSummaryAction(page, 'Open project');
  await confirm(page, 'Open project');
  await expect.poll(async () => (await detailOf(token, project.id)).status_id).toBe(2);
  await expect(page.locator('[data-field="Status"]')).toHaveText(project.status_name);

  const [child] = project.children;
  await subprojects.getByRole('button', { name: `Remove subproject ${child.title}` }).click();
  await confirm(page, 'Remove subproject');
  await expect(toasts(page).filter({ hasText: 'Subproject has been removed.' })).toBeVisible();
  await expect(page.getByRole('link', { name: child.title })).toHaveCount(0);
  expect((await detailOf(token, child.id)).parent_id).toBeNull();
});

test('a project manager sets a parent from the summary menu, follows the settle link and removes the parent', async ({ page }) => {
  const { token, projects } = await projectsOf(USERS.pm);
  // From the middle of the list: the finance specs take the first projects, the tests above the last.
  const candidates = projects.filter((p) => p.status_id === 2 && !p.has_children && p.parent_id === null);
  // One that holds no estimates, expenses or timesheet entries: those keep a project top-level.
  const middle = [...candidates.slice(Math.floor(candidates.length / 2)), ...candidates.slice(0, Math.floor(candidates.length / 2))];
  let parents: { id: number; title: string }[] = [];
  let chosen = middle[0];
  for (const candidate of middle) {
    parents = (await apiGet<{ data: { id: number; title: string }[] }>(token, `project-parents/${candidate.id}`)).data;
    chosen = candidate;
    if (parents.length > 0) break;
  }
  const project = await detailOf(token, chosen.id);
  // A title no other candidate contains, so typing it leaves one suggestion.
  const parent = parents.find((candidate) => !parents.some((other) => other.id !== candidate.id && other.title.includes(candidate.title)))!;

  await openSignedIn(page, USERS.pm, `/project/${project.id}`, { quietReminder: true });
  await expect(page.getByRole('heading', { name: project.title, level: 2 })).toBeVisible();
  await expect(field(page, 'Settle')).toHaveCount(0);
  await chooseSummaryAction(page, 'Set parent');
  const dialog = page.getByRole('dialog', { name: 'Set parent project' });
  await dialog.getByRole('combobox', { name: 'Project' }).pressSequentially(parent.title);
  await page.getByRole('option', { name: parent.title, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: "Project's parent has been saved." })).toBeVisible();
  await expect(field(page, 'Settle')).toHaveText(parent.title);
  expect((await detailOf(token, project.id)).parent_id).toBe(parent.id);
  await field(page, 'Settle').getByRole('link', { name: parent.title }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${parent.id}$`));
  await expect(page.getByRole('heading', { name: parent.title, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subprojects' }).getByRole('link', { name: project.title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: project.title, level: 2 })).toBeVisible();

  await chooseSummaryAction(page, 'Remove parent');
  await confirm(page, 'Remove parent');
  await expect(toasts(page).filter({ hasText: "Project's parent has been removed." })).toBeVisible();
  await expect(field(page, 'Settle')).toHaveCount(0);
  expect((await detailOf(token, project.id)).parent_id).toBeNull();
});

test('a project manager adds, edits and removes a resource', async ({ page }) => {
  const { token, projects } = await projectsOf(USERS.pm);
  // Sofia Rossi (a seeded developer) is not yet a resource there.
  let projectId = 0;
  for (const p of projects.filter((x) => x.status_id === 2)) {
    const resources = await apiGet<ProjectResourcesResponse>(token, `project-resources/${p.id}`);
    if (!resources.data.some((r) => r.user_name === 'Sofia Rossi')) {
      projectId = p.id;
      break;
    }
  }
  await openSignedIn(page, USERS.pm, `/project/${projectId}`, { quietReminder: true });
  const panel = page.getByRole('region', { name: 'Assigned resources' });
  await panel.getByRole('button', { name: 'Add resource' }).click();
  const add = formModal(page, 'Add resource');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Required').first()).toBeVisible();
  await pickSuggestion(add.getByRole('combobox', { name: 'Developer' }), 'Sofia');
  await add.getByRole('combobox', { name: 'Activity' }).selectOption({ index: 1 });
  await add.getByRole('textbox', { name: 'Max hours' }).fill('12.');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeVisible();
  await add.getByRole('textbox', { name: 'Max hours' }).fill('12.5');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: "Project's resource has been saved." })).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: 'Sofia Rossi' });
  await expect(row).toContainText('12.5');

  await chooseMenuItem(row.getByRole('button', { name: /^Actions for Sofia Rossi/ }), 'Edit');
  const edit = formModal(page, 'Edit resource');
  await edit.getByRole('textbox', { name: 'Max hours' }).fill('40');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('40');
  const stored = await apiGet<ProjectResourcesResponse>(token, `project-resources/${projectId}`);
  expect(stored.data.find((r) => r.user_name === 'Sofia Rossi')?.max_hours).toBe(40);

  // The edit's real-time echo reloads the panel; a menu opened during that reload closes with it, so open it until it holds.
  await expect(async () => {
    await row.getByRole('button', { name: /^Actions for Sofia Rossi/ }).click();
    await page.getByRole('menuitem', { name: 'Remove', exact: true }).click({ timeout: 5_000 });
    await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await confirmDeletion(page);
  await expect(toasts(page).filter({ hasText: 'Resource has been removed.' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a team lead reads the resources; a developer who does not lead sees none; without access back to /projects', async ({ page }) => {
  const { token, projects } = await projectsOf(USERS.dev);
  const led = projects.find((p) => p.teamlead_view)!;
  await openSignedIn(page, USERS.dev, `/project/${led.id}`, { quietReminder: true });
  const panel = page.getByRole('region', { name: 'Assigned resources' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add resource' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(summaryMenu(page)).toHaveCount(0);

  // A project dev@ works on but does not lead: no resources panel at all (the API answers 403).
  const notLed = projects.find((p) => !p.teamlead_view)!;
  await page.goto(`/project/${notLed.id}`);
  await expect(page.getByRole('heading', { name: notLed.title, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assigned resources' })).toHaveCount(0);

  const { token: pmToken, projects: all } = await projectsOf(USERS.pm);
  const visible = new Set(projects.map((p) => p.id));
  const hidden = all.find((p) => !visible.has(p.id))!;
  expect((await apiGet<ProjectResponse>(token, `project/${hidden.id}`)).project.has_access).toBe(false);
  expect(pmToken).toBeTruthy();
  await page.goto(`/project/${hidden.id}`);
  await expect(page).toHaveURL(/\/projects$/);

  await page.goto('/project/999999');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(toasts(page).filter({ hasText: 'This project does not exist.' })).toBeVisible();
});

test('a composed area whose server stops shows only its own cards with Retry; summary and resources keep working', async ({ page }) => {
  const finance = await RemoteServer.start('mf-finance');
  try {
    await overrideRemotes(page, { mf_finance: finance.manifestUrl });
    const { projects } = await projectsOf(USERS.pm);
    // Nothing here changes it: the finance specs may work on the same project.
    const project = projects.find((p) => p.status_id === 2 && !p.has_children)!;
    await openSignedIn(page, USERS.pm, `/project/${project.id}`, { quietReminder: true });
    const summary = page.getByRole('region', { name: 'Financial summary' });
    await expect(summary.getByText('Profit')).toBeVisible();
    await expect(page.getByTestId('area-unavailable')).toHaveCount(0);

    await finance.stop();
    await page.reload();
    await expect(page.getByRole('heading', { name: project.title, level: 2 })).toBeVisible();
    const card = page
      .getByTestId('area-unavailable')
      .filter({ has: page.getByRole('heading', { name: 'Financial summary is unavailable' }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Only mf-finance's slots are down: the timesheet panel (mf-timesheet) and the page's own parts work.
    await expect(page.getByRole('region', { name: 'Timesheet entries' }).getByTestId('area-unavailable')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Project details is unavailable' })).toHaveCount(0);
    const resources = page.getByRole('region', { name: 'Assigned resources' });
    await resources.getByRole('button', { name: 'Add resource' }).click();
    await expect(page.getByRole('dialog', { name: 'Add resource' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Add resource' }).getByRole('button', { name: 'Cancel' }).click();
    await summaryMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Close project', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // The server is back: Retry loads the panel in place.
    await finance.resume();
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(summary.getByText('Profit')).toBeVisible();
  } finally {
    await finance.stop();
  }
});

for (const account of ['dev', 'limited'] as const) {
  test(`${account}@, who never sees the finance panels, does not load them: a finance outage shows no card`, async ({ page }) => {
    const down = await deadManifestUrl();
    await overrideRemotes(page, { mf_finance: down });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(new URL(down).origin)) asked.push(request.url());
    });
    const { projects } = await projectsOf(USERS[account]);
    const project = projects.find((p) => !p.parent_id)!;
    await openSignedIn(page, USERS[account], `/project/${project.id}`, { quietReminder: true });
    await expect(page.getByRole('heading', { name: project.title, level: 2 })).toBeVisible();
    // The developer's timesheet panel (mf-timesheet) still loads; the limited PM has none.
    if (account === 'dev') await expect(page.getByRole('region', { name: 'Timesheet entries' })).toBeVisible();
    // The composed slots ask for their areas as the page renders; a failed one retries within 12 s.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
}

test('a status change by another user reaches an open details page without a reload', async ({ page }) => {
  const { token, projects } = await projectsOf(USERS.pm);
  const project = projects.filter((p) => p.status_id === 2 && !p.has_children).at(-1)!;
  const realtime = watchRealtime(page);
  await openSignedIn(page, USERS.pm, `/project/${project.id}`, { quietReminder: true });
  const status = page.locator('[data-field="Status"]');
  await expect(status).toHaveText((await detailOf(token, project.id)).status_name);
  // The portal joins the real-time channel a moment after a page opens.
  await realtime.joined();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const other = await apiLogin(USERS.pm);
  await apiPost(other.token, `update-projects-status/${project.id}`, { status_id: 3 });
  await expect(status).toHaveText((await detailOf(token, project.id)).status_name);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a limited PM gets the summary menu on the projects it sees, and no resources panel', async ({ page }) => {
  const { projects } = await projectsOf(USERS.limited);
  const project = projects.find((p) => p.status_id === 2)!;
  await openSignedIn(page, USERS.limited, `/project/${project.id}`, { quietReminder: true });
  await expect(page.getByRole('heading', { name: project.title, level: 2 })).toBeVisible();
  await summaryMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Edit project', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Close project', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Assigned resources' })).toHaveCount(0);
});
