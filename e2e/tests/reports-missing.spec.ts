/**
 * The missing POs, CEs and resource hours reports against the API: each opens on its default
 * period with the count in the title and the API's first page, missing_ce.csv holds every
 * project with the table's header, Clear filters goes back to the defaults, an empty filter
 * says so.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, browserToken, openSignedIn, parseCsv, startSession, USERS } from '../support';

type Answer = { data: { project_title: string }[]; total: number };

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE');

test('each missing report shows the API’s count and first page; missing_ce.csv holds every project', async ({ page }) => {
  await startSession(page, USERS.pm);
  const token = (await browserToken(page))!;
  const year = { startDate: isoDaysAgo(365), endDate: isoDaysAgo(0) };
  for (const [path, title, query] of [
    ['/reports/missing-pos', 'Missing POs', { section: 'po', pm: 1000, ...year }],
    ['/reports/missing-resources', 'Missing resources hours', { section: 'resource-hours', pm: 1000, ...year }],
    ['/reports/missing-ces', 'Missing CEs', { section: 'ce', pm: 1000 }],
  ] as const) {
    await page.goto(path);
    const expected = await apiGet<Answer>(token, 'reports-missing', query);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (${expected.total})`);
    const table = page.getByRole('table', { name: title, exact: true });
    await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(expected.data.map((row) => row.project_title));
  }

  const all = await apiGet<Answer>(token, 'reports-missing', { section: 'ce', pm: 1000, resPerPage: 10000 });
  expect(all.total).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('missing_ce.csv');
  const [header, ...rows] = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(header).toEqual(await page.getByRole('table', { name: 'Missing CEs', exact: true }).locator('thead th').allTextContents());
  expect(rows.map((cells) => cells[1])).toEqual(all.data.map((row) => row.project_title));
});

test('a title that matches nothing says so, and Clear filters brings the projects back', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/reports/missing-ces');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Missing CEs \(\d+\)$/);
  const shown = await heading.textContent();
  await page.getByRole('textbox', { name: 'Title' }).fill('zzzqqq');
  await expect(page.getByText("Sorry, we couldn't find any results matching your search.")).toBeVisible();
  await expect(heading).toHaveText('Missing CEs (0)');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(heading).toHaveText(shown!);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
});
