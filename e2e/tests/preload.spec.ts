/**
 * Downloads start as soon as the destination is known: typing a password fetches the
 * dashboard's remote (the signed-in frame comes with it), pointing at a sidebar link
 * fetches its area's remote before the click, and a returning user's page fetches its area
 * while the session is still being checked.
 */
import { expect, test, type Page } from '@playwright/test';
import { remotePort, sidebar, signIn } from '../support';

/** Every URL the page requests from the remote served on `port`. */
function requestsTo(page: Page, remote: string): string[] {
  const urls: string[] = [];
  const port = String(remotePort(remote));
  page.on('request', (request) => {
    if (new URL(request.url()).port === port) urls.push(request.url());
  });
  return urls;
}

test('typing a password starts loading the dashboard', async ({ page }) => {
  const dashboard = requestsTo(page, 'mf_projects');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('pm@agency.test');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(dashboard).toEqual([]);

  await page.getByLabel('Password').focus();
  await expect.poll(() => dashboard.length).toBeGreaterThan(0);
  expect(page.url()).toMatch(/\/login$/);
});

test("pointing at a sidebar link loads that area's remote before the click", async ({ page }) => {
  const reports = requestsTo(page, 'mf_reports');
  await signIn(page, 'pm@agency.test', { quietReminder: true });
  await sidebar(page).getByRole('button', { name: 'Reports' }).click();
  const projectsReport = sidebar(page).getByRole('list', { name: 'Reports' }).getByRole('link', { name: 'Projects', exact: true });
  await expect(projectsReport).toBeVisible();
  expect(reports).toEqual([]);

  await projectsReport.hover();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  await expect(page).not.toHaveURL(/\/reports/);
});

test("a returning user's page loads its area while the session is still being checked", async ({ page }) => {
  await signIn(page, 'pm@agency.test', { quietReminder: true });
  const reports = requestsTo(page, 'mf_reports');
  let answerSessionCheck: () => void = () => undefined;
  const sessionCheckHeld = new Promise<void>((resolve) => (answerSessionCheck = resolve));
  await page.route('**/api/update-user-store', async (route) => {
    await sessionCheckHeld;
    await route.continue();
  });

  await page.goto('/reports/projects');
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  answerSessionCheck();
  await expect(page.getByRole('heading', { name: /^Projects report/ })).toBeVisible();
});
