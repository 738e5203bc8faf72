/**
 * Downloads start as soon as the destination is known: typing a password fetches the
 * dashboard's remote (the signed-in frame comes with it), pointing at a sidebar link
 * fetches its area's remote before the click, and a returning user's page fetches the
 * signed-in frame while the session is still being checked (the area itself once it is allowed).
 * index.html sends a returning user's session check and preloads the start-up's chunks before
 * any script has run.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { BASE_URL, browserToken, openSignedIn, remotePort, sidebar, signIn } from '../support';

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
  await openSignedIn(page, 'pm@agency.test', '/', { quietReminder: true });
  await sidebar(page).getByRole('button', { name: 'Reports' }).click();
  const projectsReport = sidebar(page).getByRole('list', { name: 'Reports' }).getByRole('link', { name: 'Projects', exact: true });
  await expect(projectsReport).toBeVisible();
  expect(reports).toEqual([]);

  await projectsReport.hover();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  await expect(page).not.toHaveURL(/\/reports/);
});

/** Holds the session check of the next page load until the returned function is called. */
async function holdSessionCheck(page: Page): Promise<() => void> {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/update-user-store', async (route) => {
    await held;
    await route.continue();
  });
  return answer;
}

test("a returning user's frame loads while the session is checked; an area not opened before only once the check allows it", async ({
  page,
}) => {
  await signIn(page, 'pm@agency.test', { quietReminder: true });
  const reports = requestsTo(page, 'mf_reports');
  // The signed-in frame's chunk is the shell script that names the layout's regions.
  const frameScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script of the page signed in on may still arrive after the navigation below; its body is gone, and it is not this page's.
    const body = await response.text().catch(() => '');
    if (body.includes('region:"Menu"')) frameScripts.push(response.url());
  });
  const answerSessionCheck = await holdSessionCheck(page);

  await page.goto('/reports/projects');
  await expect.poll(() => frameScripts.length).toBeGreaterThan(0);
  expect(reports).toEqual([]);
  answerSessionCheck();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  // The report itself, not only the heading index.html draws before any script.
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
});

test('an area the user opened before loads beside the session check at the next start-up', async ({ page }) => {
  await openSignedIn(page, 'pm@agency.test', '/reports/projects', { quietReminder: true });
  // The report itself (the area has loaded, so this browser remembers it), not only the heading
  // index.html draws before any script.
  const report = page.getByRole('table', { name: 'Projects' });
  await expect(report).toBeVisible();

  const reports = requestsTo(page, 'mf_reports');
  const answerSessionCheck = await holdSessionCheck(page);
  await page.reload();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  answerSessionCheck();
  await expect(report).toBeVisible();
});

type ScriptLoad = { initiator: string; start: number; end: number };

/** How each script of the page was fetched ('link': a preload; 'script': a script tag or the code that needed it) and when. */
function scriptLoads(page: Page): Promise<Record<string, ScriptLoad>> {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return [new URL(entry.name).pathname, { initiator: timing.initiatorType, start: timing.startTime, end: timing.responseEnd }];
        }),
    ),
  );
}

const chunk = (scripts: Record<string, ScriptLoad>, name: string) => Object.keys(scripts).find((path) => path.startsWith(`/${name}.`));

test("a returning user's start-up sends the session check once, before the scripts, and preloads the signed-in frame", async ({
  browser,
  page,
}) => {
  await signIn(page, 'pm@agency.test', { quietReminder: true });
  const token = await browserToken(page);
  // A new visit: the signed-in page's scripts are not in this browser's caches yet.
  const visit = await (await browser.newContext({ baseURL: BASE_URL, storageState: await page.context().storageState() })).newPage();
  const checks: Request[] = [];
  visit.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/update-user-store') checks.push(request);
  });

  await visit.goto('/');
  // The dashboard itself, not only the heading index.html draws before any script.
  await expect(visit.getByTestId('overview-wip')).toBeVisible();
  // One check, riding on the HttpOnly session cookie.
  expect(checks).toHaveLength(1);
  expect(await checks[0].headerValue('cookie')).toContain(`portal_token=${token}`);
  const scripts = await scriptLoads(visit);
  // The framework chunk is asked for beside main.js (a script tag), not once main.js has run.
  expect(scripts[chunk(scripts, 'framework')!].start).toBeLessThan(scripts['/main.js'].end);
  expect(scripts[chunk(scripts, 'app-layout')!].initiator).toBe('link');
  expect(chunk(scripts, 'login-page')).toBeUndefined();
  await visit.context().close();
});

test('the sign-in page preloads its own code, not the signed-in frame', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  const scripts = await scriptLoads(page);
  expect(scripts[chunk(scripts, 'login-page')!].initiator).toBe('link');
  expect(chunk(scripts, 'app-layout')).toBeUndefined();
});
