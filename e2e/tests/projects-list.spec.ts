/**
 * The projects list (/projects, mf-projects) against the API: the default status, every kind
 * of filter (select, multi-select, text from three characters), Clear filters, filters kept
 * for the session, paging 50 at a time, and what each role sees.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, browserToken, openSignedIn, pickSuggestion, USERS } from '../support';

type Row = {
  id: number;
  title: string;
  type_id: number;
  category_id: number;
  client_name: string;
  parent_id: number | null;
  job_numbers: { id: number; name: string }[];
};
type ProjectsAnswer = { data: { projects: Row[] }; totalResults: number; is_teamlead: boolean };

const table = (page: Page) => page.getByRole('table', { name: 'Projects' });
const titles = (page: Page) => table(page).locator('tbody tr td:first-child a').allTextContents();

/** What each answer of `expected` was asked with, so that expectRows can ask it again. */
const asked = new WeakMap<ProjectsAnswer, { token: string; query: Record<string, string | number>; page: number }>();

/**
 * The list's first page for these filters, from the API (status 2, WIP, is the default: the
 * second status).
 */
async function expected(token: string, query: Record<string, string | number>, page = 1) {
  const answer = await apiGet<ProjectsAnswer>(token, 'projects', { status: 2, page, resPerPage: 50, ...query });
  asked.set(answer, { token, query, page });
  return answer;
}

const sameRows = (shown: string[], answer: ProjectsAnswer) =>
  JSON.stringify(shown) === JSON.stringify(answer.data.projects.map((row) => row.title));

/**
 * The table shows the rows of `answer` (from `expected`). Other tests create, open and close
 * projects while these run, so the page's rows and `answer` may each be older than the other:
 * while they differ, the answer is asked again and the window gets the focus again, on which
 * the portal asks its lists again (SWR's revalidation on focus), as when a user comes back to
 * the tab.
 */
async function expectRows(page: Page, answer: ProjectsAnswer) {
  const { token, query, page: pageNumber } = asked.get(answer)!;
  let latest = answer;
  await expect
    .poll(async () => {
      if (sameRows(await titles(page), latest)) return true;
      latest = await expected(token, query, pageNumber);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      return sameRows(await titles(page), latest);
    })
    .toBe(true);
  if (latest.totalResults > 0)
    await expect(page.getByText(/^Page: \d+ \/ \d+ \(total: \d+\)$/)).toContainText(`(total: ${latest.totalResults})`);
}

/** Opens /projects signed in as `user`, waits until its filters take input, and gives the session's token. */
async function openList(page: Page, user: string, options?: { quietReminder?: boolean }): Promise<string> {
  await openSignedIn(page, user, '/projects', options);
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  return (await browserToken(page))!;
}

const listCall = (page: Page, param: string) =>
  page.waitForResponse(
    (response) => response.url().includes('/api/projects?') && response.url().includes(param) && response.request().method() === 'GET',
  );

test.describe('as a project manager', () => {
  test('the list starts on the second status and filters by each select filter', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.clear());
    const token = await openList(page, USERS.pm);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('2');
    await expectRows(page, await expected(token, {}));

    // Select filters.
    const clients = await apiGet<{ data: { clients: { id: number; name: string }[] } }>(token, 'update-user-store', { section: 'clients' });
    const client = clients.data.clients[2];
    await page.getByRole('combobox', { name: 'Client', exact: true }).selectOption({ label: client.name });
    await expectRows(page, await expected(token, { clientId: client.id }));

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Retainer' });
    const retainers = await expected(token, { type: 3 });
    expect(retainers.data.projects.length).toBeGreaterThan(0);
    await expectRows(page, retainers);

    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 17 });
    const category = await page.getByRole('combobox', { name: 'Category', exact: true }).inputValue();
    await expectRows(page, await expected(token, { type: 3, categoryId: category }));

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    await page.getByRole('combobox', { name: 'PM', exact: true }).selectOption({ index: 2 });
    const pm = await page.getByRole('combobox', { name: 'PM', exact: true }).inputValue();
    await expectRows(page, await expected(token, { status: 3, pm }));
  });

  test('text filters ask from three characters: title, cost estimation, description', async ({ page }) => {
    const token = await openList(page, USERS.pm);
    await expectRows(page, await expected(token, {}));

    // Two characters ask nothing (not after a pause, not on Enter), three do.
    const sample = (await expected(token, {})).data.projects[3];
    const word = sample.title
      .split(/\s+/)
      .find((part) => part.length >= 4)!
      .slice(0, 4);
    const titlesAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/api/projects') && url.searchParams.has('title')) titlesAsked.push(url.searchParams.get('title')!);
    });
    const title = page.getByRole('searchbox', { name: 'Title' });
    await title.fill(word.slice(0, 2));
    // Enter searches at once, so a search at two characters would be asked before the one at three.
    await title.press('Enter');
    await expectRows(page, await expected(token, {}));
    const titleCall = listCall(page, `title=${encodeURIComponent(word.slice(0, 3))}`);
    await title.fill(word.slice(0, 3));
    await titleCall;
    expect(titlesAsked).not.toContain(word.slice(0, 2));
    await expectRows(page, await expected(token, { title: word.slice(0, 3) }));
    await title.fill('');
    await expectRows(page, await expected(token, {}));

    const costs = page.getByRole('searchbox', { name: 'Cost estimation' });
    await costs.fill('12');
    await expectRows(page, await expected(token, { costEstimation: '12' }));
    await costs.fill('');

    const description = page.getByRole('searchbox', { name: 'Description' });
    await description.fill('the');
    await expectRows(page, await expected(token, { description: 'the' }));
    await description.fill('');
    await expectRows(page, await expected(token, {}));
  });

  test('the job numbers multi-select filters by the chosen ones, and another status drops them', async ({ page }) => {
    const token = await openList(page, USERS.pm);
    const wip = await expected(token, {});
    await expectRows(page, wip);

    // Two job numbers of the status.
    const [first, second] = [wip.data.projects[3].job_numbers[0], wip.data.projects[10].job_numbers[0]];
    const jobNumbers = page.getByRole('combobox', { name: 'Job numbers' });
    for (const jobNumber of [first, second]) {
      await jobNumbers.fill(jobNumber.name);
      await page.getByRole('option', { name: jobNumber.name, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await expectRows(page, await expected(token, { jn: `${first.id},${second.id}` }));

    // The job numbers offered are the status' own: another status drops the chosen ones.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    await expect(page.getByRole('list', { name: 'Chosen Job numbers' })).toHaveCount(0);
    await expectRows(page, await expected(token, { status: 3 }));
  });

  test('filters by brand and client PM, and PM "ALL" (1000) keeps every PM', async ({ page }) => {
    const token = await openList(page, USERS.pm);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    const all = await expected(token, { status: 3 });
    await expectRows(page, all);

    const brand = page.getByRole('combobox', { name: 'Brand', exact: true });
    await brand.selectOption({ index: 2 });
    const byBrand = await expected(token, { status: 3, brandId: await brand.inputValue() });
    expect(byBrand.totalResults).toBeGreaterThan(0);
    expect(byBrand.totalResults).toBeLessThan(all.totalResults);
    await expectRows(page, byBrand);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    const clientPm = page.getByRole('combobox', { name: 'Client PM', exact: true });
    await clientPm.selectOption({ index: 1 });
    const byClientPm = await expected(token, { status: 3, clientPM: await clientPm.inputValue() });
    expect(byClientPm.totalResults).toBeLessThan(all.totalResults);
    await expectRows(page, byClientPm);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    await page.getByRole('combobox', { name: 'PM', exact: true }).selectOption({ label: 'ALL' });
    await expect(page.getByRole('combobox', { name: 'PM', exact: true })).toHaveValue('1000');
    await expectRows(page, await expected(token, { status: 3, pm: 1000 }));
    expect((await expected(token, { status: 3, pm: 1000 })).totalResults).toBe(all.totalResults);
  });

  test('keeps the filters for the browser session', async ({ page }) => {
    const token = await openList(page, USERS.pm);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Fixed price' });
    await expectRows(page, await expected(token, { type: 1 }));
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('1');
    await expectRows(page, await expected(token, { type: 1 }));
  });

  test('pages through 50 at a time with a window of pages', async ({ page }) => {
    const token = await openList(page, USERS.pm);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    const all = await expected(token, { status: 3 });
    await expectRows(page, all);
    expect(all.data.projects).toHaveLength(50);
    const pages = Math.ceil(all.totalResults / 50);
    const pager = page.getByRole('navigation', { name: 'Projects pages' });
    await expect(pager.getByRole('button', { name: `Page ${pages}` })).toBeVisible();
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expectRows(page, await expected(token, { status: 3 }, 2));
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expectRows(page, await expected(token, { status: 3 }, 3));
    await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`Page: 3 / ${pages} (total: ${all.totalResults})`)).toBeVisible();
  });

  test('shows dates, costs with two decimals, a highlighted loss, and child projects apart', async ({ page }) => {
    const token = await openList(page, USERS.pm);
    type Full = Row & { start_date: string; deadline: string; estimated_cost: number; actual_cost: number; profit: number };
    const all = (await apiGet<{ data: { projects: Full[] } }>(token, 'projects', { status: 0, page: 1, resPerPage: 10000 })).data.projects;
    const loss = all.find(
      (row) => row.profit < 0 && row.parent_id === null && !all.some((other) => other.id !== row.id && other.title.includes(row.title)),
    )!;
    const child = all.find(
      (row) => row.parent_id !== null && !all.some((other) => other.id !== row.id && other.title.includes(row.title)),
    )!;
    const money = (amount: number) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
    const date = (iso: string) => iso.split('-').reverse().join('.');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
    await page.getByRole('searchbox', { name: 'Title' }).fill(loss.title);
    await expect.poll(() => titles(page)).toEqual([loss.title]);
    const row = table(page).locator('tbody tr').first();
    await expect(row.getByRole('link', { name: loss.title })).toHaveAttribute('href', `/project/${loss.id}`);
    await expect(row).toContainText(date(loss.start_date));
    await expect(row).toContainText(date(loss.deadline));
    await expect(row).toContainText(money(loss.estimated_cost));
    await expect(row).toContainText(money(loss.actual_cost));
    await expect(row.locator('[data-negative]')).toHaveText(money(loss.estimated_cost - loss.actual_cost));
    await expect(row.locator('[data-child]')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Title' }).fill(child.title);
    await expect.poll(() => titles(page)).toEqual([child.title]);
    await expect(table(page).locator('tbody tr').first().locator('[data-child]')).toBeVisible();
  });
});

test('a developer who leads projects has the role filter and column, and no project manager filters or Edit', async ({ page }) => {
  const token = await openList(page, USERS.dev, { quietReminder: true });
  const answer = await expected(token, {});
  expect(answer.is_teamlead).toBe(true);
  await expectRows(page, answer);
  await expect(table(page).getByRole('columnheader', { name: 'Role' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Team lead' });
  const led = await expected(token, { role: 'teamlead' });
  expect(led.totalResults).toBeGreaterThan(0);
  await expectRows(page, led);
  await expect(table(page).locator('tbody tr').first().getByRole('cell', { name: 'Team lead', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Developer' });
  await expectRows(page, await expected(token, { role: 'developer' }));
});

test('a limited PM sees only type 2 / category 17 projects, fewer filters, no Edit, and a restricted form', async ({ page }) => {
  const token = await openList(page, USERS.limited);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
  const answer = await expected(token, { status: 0 });
  expect(answer.data.projects.length).toBeGreaterThan(0);
  expect(answer.data.projects.every((row) => row.type_id === 2 && row.category_id === 17)).toBe(true);
  await expectRows(page, answer);
  for (const hidden of ['Type', 'Category', 'Client PM', 'PM']) {
    await expect(page.getByRole('combobox', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add project' });
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('2');
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('17');
  await expect(dialog.getByRole('combobox', { name: 'Client PM' })).toHaveCount(0);
  await expect(dialog.getByLabel('File')).toHaveCount(0);
  const owners = await dialog.getByRole('combobox', { name: 'Owner' }).locator('option').allTextContents();
  expect(owners.slice(1)).toHaveLength(3);

  // Whatever the form offers, the server accepts: the new project is saved as type 2 / category 17 and listed.
  const title = `Limited E2E ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Job numbers' }).fill(`JN-L-${title.slice(-6)}`);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  for (const label of ['Client', 'Brand']) await pickSuggestion(dialog.getByRole('combobox', { name: label, exact: true }), 'a');
  await dialog.getByRole('combobox', { name: 'Owner' }).selectOption({ index: 3 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Project has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ value: '1' });
  await page.getByRole('searchbox', { name: 'Title' }).fill(title);
  await expect.poll(() => titles(page)).toEqual([title]);
  const saved = await expected(token, { status: 1, title });
  expect(saved.data.projects[0]).toMatchObject({ title, type_id: 2, category_id: 17 });
});
