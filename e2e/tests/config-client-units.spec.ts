/**
 * /config/client-units against the API: required fields, create, search, edit, paging and
 * removal after "Are you sure?" (cancel keeps the unit, DELETE removes it).
 */
import { expect, test } from '@playwright/test';
import type { ClientUnitsResponse, Unit } from '../../shared/src/contract';
import { apiGet, openSignedIn, toasts, USERS, withApiSession } from '../support';
import {
  chooseRowAction,
  configRow,
  configRows,
  confirmDeletion,
  firstColumn,
  formModal,
  searchConfig,
  uniqueName,
} from '../support/config';

const TITLE = 'Client units';

async function storedUnits(search: string): Promise<Unit[]> {
  return withApiSession(
    USERS.pm,
    async ({ token }) =>
      (await apiGet<ClientUnitsResponse>(token, 'client-units', { page: 1, resPerPage: 100, searchString: search })).data
        .paginatedClientUnits,
  );
}

test('a PM adds, finds, edits and removes a client unit', async ({ page }) => {
  const name = uniqueName('Lakeside Media Oslo');
  await openSignedIn(page, USERS.pm, '/config/client-units');
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();

  await page.getByRole('button', { name: 'Add client unit' }).click();
  const add = formModal(page, 'Add client unit');
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Required')).toBeVisible();
  await add.getByLabel('Legal entity').fill('Lakeside Media AS');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Client unit has been saved.' })).toBeVisible();
  await expect(add).toBeHidden();
  expect(await storedUnits(name)).toEqual([expect.objectContaining({ name, legal_entity: 'Lakeside Media AS' })]);

  await searchConfig(page, TITLE, 'lakeside');
  await expect(configRow(page, TITLE, name)).toContainText('Lakeside Media AS');

  await chooseRowAction(page, name, 'Edit');
  const edit = formModal(page, 'Edit client unit');
  await edit.getByLabel('Legal entity').fill('Lakeside Media Norge AS');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(configRow(page, TITLE, name)).toContainText('Lakeside Media Norge AS');
  expect(await storedUnits(name)).toEqual([expect.objectContaining({ legal_entity: 'Lakeside Media Norge AS' })]);

  await chooseRowAction(page, name, 'Remove');
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'cancel' }).click();
  await expect(configRow(page, TITLE, name)).toBeVisible();
  expect(await storedUnits(name)).toHaveLength(1);

  await chooseRowAction(page, name, 'Remove');
  await confirmDeletion(page);
  await expect(toasts(page).filter({ hasText: 'Client unit has been deleted.' })).toBeVisible();
  await expect(configRow(page, TITLE, name)).toHaveCount(0);
  expect(await storedUnits(name)).toEqual([]);
});

test('the client units list pages 10 at a time', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/config/client-units');
  await expect(page.getByText(/^Page: 1 \/ \d+ \(total: \d+\)$/)).toBeVisible();
  await expect(configRows(page, TITLE)).toHaveCount(10);
  const firstPage = await firstColumn(page, TITLE);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page: 2 \//)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  // The second page's rows, not the first page's kept while it loads (another test may add a unit meanwhile).
  await expect.poll(() => firstColumn(page, TITLE)).not.toEqual(firstPage);
  await expect(configRows(page, TITLE).first()).toBeVisible();
});
