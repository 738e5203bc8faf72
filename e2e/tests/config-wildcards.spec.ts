/**
 * /config/wildcards against the API: "Required" without a developer; the autocomplete offers
 * matching active developers; the new wildcard heads the list and is stored.
 */
import { expect, test } from '@playwright/test';
import type { WildcardsResponse } from '../../shared/src/contract';
import { apiGet, configRows, formModal, openSignedIn, toasts, USERS, withApiSession } from '../support';

test('a PM gives a developer a wildcard through the developer autocomplete', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/config/wildcards');
  await expect(page.getByRole('heading', { name: 'Wildcards' })).toBeVisible();
  await expect(configRows(page, 'Wildcards').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add Wildcard' }).click();
  const add = formModal(page, 'Add Wildcard');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Required')).toBeVisible();

  const developer = add.getByRole('combobox', { name: 'Developer' });
  await developer.fill('WALSH');
  // Peter Walsh is an inactive developer: never offered.
  await expect(page.getByText('No matches')).toBeVisible();
  await developer.fill('nina');
  await page.getByRole('option', { name: 'Nina Horvat' }).click();
  await expect(developer).toHaveValue('Nina Horvat');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Wildcard has been saved.' })).toBeVisible();
  await expect(add).toBeHidden();
  await expect(configRows(page, 'Wildcards').first()).toContainText('Nina Horvat');

  const stored = await withApiSession(
    USERS.pm,
    async ({ token }) => (await apiGet<WildcardsResponse>(token, 'wildcards', { page: 1, resPerPage: 10 })).data.user_wildcards,
  );
  expect(stored[0]).toMatchObject({ user_id: 14, name: 'Nina Horvat' });
});
