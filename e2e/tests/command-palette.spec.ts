/**
 * The command palette (issue 32): Ctrl+K opens it on any signed-in page; it goes to the pages
 * the role may open (and only those), finds a project by its job number and opens it, and
 * starts a new timesheet entry. Escape closes it and the focus goes back where it was.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiLogin, openSignedIn, USERS } from '../support';

type ProjectRow = { id: number; title: string; job_numbers: { id: number; name: string }[] };

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeVisible();
  await expect(palette(page).getByRole('combobox')).toBeFocused();
}

test('a project manager goes to a report, then finds a project by job number and opens it', async ({ page }) => {
  const { token } = await apiLogin(USERS.pm);
  const { data } = await apiGet<{ data: { projects: ProjectRow[] } }>(token, 'projects', { page: 1, resPerPage: 20 });
  const project = data.projects.find((row) => row.job_numbers.length === 1);
  expect(project, 'the PM sees a project with one job number').toBeDefined();
  const jobNumber = project!.job_numbers[0].name;

  await openSignedIn(page, USERS.pm, '/');
  await openPalette(page);
  await page.keyboard.type('income');
  await expect(palette(page).getByRole('option')).toHaveText(['Reports: Income']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports\/income$/);
  await expect(palette(page)).toBeHidden();

  await openPalette(page);
  await page.keyboard.type(jobNumber);
  const found = palette(page).getByRole('option', { name: `${jobNumber} · ${project!.title}`, exact: true });
  await expect(found).toBeVisible();
  // Enter opens the highlighted entry; the arrows reach the project whichever place it has.
  while ((await found.getAttribute('data-highlighted')) === null) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/project/${project!.id}$`));
  await expect(page.getByRole('heading', { name: project!.title, level: 2 })).toBeVisible();
});

test('a developer sees only their own pages and starts a new timesheet entry', async ({ page }) => {
  await openSignedIn(page, USERS.dev2, '/projects', { quietReminder: true });
  await openPalette(page);
  await expect(palette(page).getByRole('option')).toHaveText([
    'Dashboard',
    'Projects',
    'Working places',
    'Timesheet',
    'New timesheet entry',
  ]);
  await page.keyboard.type('new entry');
  await expect(palette(page).getByRole('option')).toHaveText(['New timesheet entry']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/timesheet$/);
  await expect(page.getByRole('dialog', { name: 'New timesheet entry' })).toBeVisible();
});

test('the header button opens it too; Escape closes it and gives the focus back', async ({ page }) => {
  await openSignedIn(page, USERS.it, '/');
  const button = page.getByRole('button', { name: 'Search pages and projects' });
  await button.click();
  await expect(palette(page)).toBeVisible();
  await expect(palette(page).getByRole('option')).toHaveText(['Dashboard', 'Configuration: Developers']);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();
});
