/**
 * /config/clients and /config/brands against the API: create, search, edit, page and delete;
 * a brand's business units through the multi-select.
 */
import { expect, test } from '@playwright/test';
import type { Brand, BrandsResponse, Client, ClientsResponse } from '../../shared/src/contract';
import { apiGet, openSignedIn, toasts, USERS, withApiSession } from '../support';
import { chooseRowAction, configRow, configRows, confirmDeletion, formModal, searchConfig, uniqueName } from '../support/config';

async function storedClient(name: string): Promise<Client | undefined> {
  return withApiSession(USERS.pm, async ({ token }) =>
    (await apiGet<ClientsResponse>(token, 'clients', { page: 1, resPerPage: 100, searchString: name })).data.paginatedClients.find(
      (client) => client.name === name,
    ),
  );
}

async function storedBrand(name: string): Promise<Brand | undefined> {
  return withApiSession(USERS.pm, async ({ token }) =>
    (await apiGet<BrandsResponse>(token, 'brands', { page: 1, resPerPage: 100, searchString: name })).data.paginatedBrands.find(
      (brand) => brand.name === name,
    ),
  );
}

test('a PM creates, finds, edits and deletes a client', async ({ page }) => {
  const name = uniqueName('Juniper Studios');
  await openSignedIn(page, USERS.pm, '/config/clients');
  await page.getByRole('button', { name: 'New client' }).click();
  const add = formModal(page, 'New client');
  await expect(add.getByLabel('Visible')).toBeChecked();
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Client has been saved.' })).toBeVisible();
  await expect(add).toBeHidden();
  expect(await storedClient(name)).toMatchObject({ name, cb_visible: true });

  await searchConfig(page, 'Clients', 'juniper');
  await expect(page.getByRole('checkbox', { name: `${name} visible` })).toBeChecked();

  const renamed = `${name} Group`;
  await chooseRowAction(page, name, 'Edit');
  const edit = formModal(page, 'Edit client');
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByText('Visible').click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('checkbox', { name: `${renamed} visible` })).not.toBeChecked();
  expect(await storedClient(renamed)).toMatchObject({ cb_visible: false });

  await chooseRowAction(page, renamed, 'Remove');
  await confirmDeletion(page);
  await expect(toasts(page).filter({ hasText: 'Client has been deleted.' })).toBeVisible();
  await expect(configRow(page, 'Clients', renamed)).toHaveCount(0);
  expect(await storedClient(renamed)).toBeUndefined();
});

test('the clients list pages 10 at a time', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/config/clients');
  await expect(configRows(page, 'Clients')).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page.getByText(/^Page: 3 \/ \d+ \(total: \d+\)$/)).toBeVisible();
});

test('a PM creates a brand with business units, edits, finds, pages and deletes it', async ({ page }) => {
  const name = uniqueName('Nordlicht');
  await openSignedIn(page, USERS.pm, '/config/brands');
  await expect(configRows(page, 'Brands')).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText(/^Page: 2 \//)).toBeVisible();

  await page.getByRole('button', { name: 'New brand' }).click();
  const add = formModal(page, 'New brand');
  await add.getByLabel('Name').fill(name);
  // A click opens the whole list; typing narrows it.
  await add.getByRole('combobox', { name: 'Business units' }).click();
  await expect(page.getByRole('option', { name: 'CGI and 3D', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Motion Design', exact: true }).click();
  await add.getByRole('combobox', { name: 'Business units' }).fill('social');
  await page.getByRole('option', { name: 'Social Media', exact: true }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Brand has been saved.' })).toBeVisible();
  await expect(add).toBeHidden();
  expect((await storedBrand(name))?.business_units.map((unit) => unit.name).sort()).toEqual(['Motion Design', 'Social Media']);

  await searchConfig(page, 'Brands', name);
  await expect(configRow(page, 'Brands', name)).toContainText('Motion Design');

  await chooseRowAction(page, name, 'Edit');
  const edit = formModal(page, 'Edit brand');
  await edit.getByRole('button', { name: 'Remove Social Media' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  expect((await storedBrand(name))?.business_units.map((unit) => unit.name)).toEqual(['Motion Design']);

  await chooseRowAction(page, name, 'Remove');
  await confirmDeletion(page);
  await expect(toasts(page).filter({ hasText: 'Brand has been deleted.' })).toBeVisible();
  expect(await storedBrand(name)).toBeUndefined();
});
