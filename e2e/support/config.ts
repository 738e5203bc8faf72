/** Steps on the configuration pages (/config/*) that the config specs share. */
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseMenuItem } from './ui';

/** The list's table, named by the page's title ("Activity types", "Clients"...). */
export const configTable = (page: Page, title: string) => page.getByRole('table', { name: title });

/** The rows of the table body (the header row left out). */
export const configRows = (page: Page, title: string) => configTable(page, title).locator('tbody tr');

/** The first cell's text of every row, in order. */
export const firstColumn = (page: Page, title: string) => configRows(page, title).locator('td:first-child').allInnerTexts();

/** The row whose first cell is exactly `name`. */
export const configRow = (page: Page, title: string, name: string) =>
  configRows(page, title).filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) });

/**
 * Types into the list's search box and waits until the table shows matching rows only (at least
 * one: an empty table while the search loads would match vacuously).
 */
export async function searchConfig(page: Page, title: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: `Search ${title.toLowerCase()}` }).fill(text);
  await expect(page.getByText(/^Page: 1 \//)).toBeVisible();
  await expect
    .poll(async () => {
      const names = await firstColumn(page, title);
      return names.length > 0 && names.every((name) => name.toLowerCase().includes(text.toLowerCase()));
    })
    .toBe(true);
}

/** Opens a row's "⋮" menu and picks an action ("Edit", "Remove", "Disable"...). */
export async function chooseRowAction(page: Page, rowName: string, action: string): Promise<void> {
  await chooseMenuItem(page.getByRole('button', { name: `Actions for ${rowName}`, exact: true }), action);
}

/** The open add/edit modal with this title. */
export const formModal = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Answers "Are you sure?" with DELETE. */
export async function confirmDeletion(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('This action is irreversible');
  await dialog.getByRole('button', { name: 'DELETE' }).click();
  await expect(dialog).toBeHidden();
}

/** A name no seed row and no other run of a test uses. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
