/**
 * The occupancy reports against the API for the last 7 days: occupancy, loading by activity
 * type and category occupancy per day show the API's hours against capacity; projects by
 * category, for a category picked in its autocomplete, shows the API's projects and TOTAL row,
 * a chart whose hours sum to the TOTAL row's, and exports category_profitability{category}.csv
 * with the table's header and rows.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, browserToken, parseCsv, pickSuggestion, startSession, USERS } from '../support';

type Load = { total_hours: string; capacity: number };
type CategoryAnswer = { projects: { project_title: string }[]; total: { spent_hours: string }; capacity: number };
type Categories = { data: { paginatedProjectCategories: { id: number; title: string }[] } };

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE');
const week = () => ({ startDate: isoDaysAgo(7), endDate: isoDaysAgo(0) });

test('occupancy, loading by activity type and category occupancy per day show the API’s hours against capacity', async ({ page }) => {
  await startSession(page, USERS.pm);
  const token = (await browserToken(page))!;
  for (const [path, call, title] of [
    ['/reports/occupancy', 'reports-occupancy', 'Occupancy'],
    ['/reports/loading-activity-type', 'reports-occupancy-activity-type', 'Loading by activity type'],
    ['/reports/cat-occupacy-per-day', 'reports-occupancy-per-day', 'Category occupancy per day'],
  ] as const) {
    await page.goto(path);
    const expected = await apiGet<Load>(token, call, week());
    expect(Number(expected.total_hours)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (${expected.total_hours} of ${expected.capacity} h)`);
    await expect(page.locator('figure svg').first()).toBeVisible();
  }
});

test('projects by category: the chosen category’s projects, the TOTAL row and its CSV', async ({ page }) => {
  await startSession(page, USERS.pm);
  const token = (await browserToken(page))!;
  const { paginatedProjectCategories: categories } = (await apiGet<Categories>(token, 'project-categories', { page: 0, resPerPage: 1000 }))
    .data;
  let chosen: { title: string; answer: CategoryAnswer } | undefined;
  for (const category of categories) {
    const answer = await apiGet<CategoryAnswer>(token, 'reports-occupancy-project-category', { ...week(), projectCategoryId: category.id });
    if (answer.projects.length > 0) {
      chosen = { title: category.title, answer };
      break;
    }
  }
  expect(chosen).toBeDefined();
  const { title, answer } = chosen!;

  await page.goto('/reports/by-project-category');
  await pickSuggestion(page.getByRole('combobox', { name: 'Category' }), title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Projects by category: ${title}`);
  const table = page.getByRole('table', { name: 'Projects', exact: true });
  await expect(table.locator('tbody tr td:first-child')).toHaveText([...answer.projects.map((project) => project.project_title), 'TOTAL']);
  await expect(table.locator('tbody tr').last().locator('td').nth(5)).toHaveText(answer.total.spent_hours);
  // The chart sums the same projects' entries as the TOTAL row.
  const chartHours = await page
    .getByRole('table', { name: 'Hours against capacity' })
    .locator('tbody tr td:nth-child(2)')
    .allTextContents();
  expect(chartHours.reduce((sum, cell) => sum + Number(cell), 0).toFixed(2)).toBe(answer.total.spent_hours);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`category_profitability${title}.csv`);
  const [header, ...rows] = parseCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(header).toEqual(await table.locator('thead th').allTextContents());
  expect(rows.map((cells) => cells[0])).toEqual([...answer.projects.map((project) => project.project_title), 'TOTAL']);
});
