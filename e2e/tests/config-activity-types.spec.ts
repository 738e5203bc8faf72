/**
 * /config/activity-types against the API: create, search, edit, disable/enable through the
 * delete call, and paging, each checked in what the API stored (GET activity-types).
 */
import { expect, test } from '@playwright/test';
import type { ActivityType, ActivityTypesResponse } from '../../shared/src/contract';
import { apiGet, openSignedIn, toasts, USERS, withApiSession } from '../support';
import { chooseRowAction, configRow, configRows, firstColumn, formModal, searchConfig, uniqueName } from '../support/config';

const TITLE = 'Activity types';

// In order, in one worker: the paging test compares whole pages with the API's, so it must not
// run while the other test adds a type.
test.describe.configure({ mode: 'default' });

async function storedType(name: string): Promise<ActivityType | undefined> {
  return withApiSession(USERS.pm, async ({ token }) => {
    const answer = await apiGet<ActivityTypesResponse>(token, 'activity-types', { page: 1, resPerPage: 1000, searchString: name });
    return answer.data.paginatedActivityTypes.find((type) => type.name === name);
  });
}

test('a PM creates, finds, edits, disables and enables an activity type', async ({ page }) => {
  const name = uniqueName('Sound Design');
  await openSignedIn(page, USERS.pm, '/config/activity-types');
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();

  await page.getByRole('button', { name: 'Add activity type' }).click();
  const add = formModal(page, 'Add activity type');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Required')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Rate').fill('42.5');
  await add.getByText('USD currency').click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'Activity type has been saved.' })).toBeVisible();
  await expect(add).toBeHidden();
  expect(await storedType(name)).toMatchObject({ name, rate: '42.5', usd_currency: true, disabled: false });

  await searchConfig(page, TITLE, name.slice(0, 14).toUpperCase());
  await expect(configRow(page, TITLE, name)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `${name} in USD` })).toBeChecked();

  await chooseRowAction(page, name, 'Edit');
  const edit = formModal(page, 'Edit activity type');
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Rate').fill('50');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(configRow(page, TITLE, name)).toContainText('50');
  expect(await storedType(name)).toMatchObject({ rate: '50' });

  await chooseRowAction(page, name, 'Disable');
  await expect(toasts(page).filter({ hasText: 'Activity type has been disabled.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `${name} enabled` })).not.toBeChecked();
  expect(await storedType(name)).toMatchObject({ disabled: true });

  await chooseRowAction(page, name, 'Enable');
  await expect(toasts(page).filter({ hasText: 'Activity type has been enabled.' })).toBeVisible();
  expect(await storedType(name)).toMatchObject({ disabled: false });
});

test('the list shows 10 per page and pages through what the API holds', async ({ page }) => {
  const total = await withApiSession(
    USERS.pm,
    async ({ token }) => (await apiGet<ActivityTypesResponse>(token, 'activity-types', { page: 1, resPerPage: 10 })).totalResults,
  );
  const pages = Math.ceil(total / 10);
  await openSignedIn(page, USERS.pm, '/config/activity-types');
  await expect(page.getByText(`Page: 1 / ${pages} (total: ${total})`)).toBeVisible();
  await expect(configRows(page, TITLE)).toHaveCount(10);

  const secondPage = await withApiSession(USERS.pm, async ({ token }) =>
    (await apiGet<ActivityTypesResponse>(token, 'activity-types', { page: 2, resPerPage: 10 })).data.paginatedActivityTypes.map(
      (type) => type.name,
    ),
  );
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText(`Page: 2 / ${pages} (total: ${total})`)).toBeVisible();
  await expect.poll(() => firstColumn(page, TITLE)).toEqual(secondPage);
});
