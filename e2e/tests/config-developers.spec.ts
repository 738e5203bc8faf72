/**
 * /config/developers against the API: a PM adds a developer with location, activity types and
 * project categories (POST users, POST role, POST user-activity-types), edits them, grants and
 * revokes the team lead role and inactivates them; the list pages 10 at a time; an IT user
 * reaches only this page.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ConfigUser, UsersByRoleResponse } from '../../shared/src/contract';
import { apiGet, openSignedIn, sidebar, toasts, USERS, withApiSession } from '../support';
import { chooseRowAction, configRow, firstColumn, formModal, searchConfig, uniqueName } from '../support/config';

const TITLE = 'Developers';

// In order, in one worker: the paging and IT tests compare whole pages with the API's, so they
// must not run while the first test adds a developer.
test.describe.configure({ mode: 'default' });

async function developerNames(pageNumber: number): Promise<{ names: string[]; total: number }> {
  return withApiSession(USERS.pm, async ({ token }) => {
    const answer = await apiGet<UsersByRoleResponse>(token, 'users-by-role/4', { page: pageNumber, resPerPage: 10 });
    return { names: answer.data.users.map((user) => user.name), total: answer.totalResults };
  });
}

async function storedDeveloper(name: string): Promise<ConfigUser | undefined> {
  return withApiSession(USERS.pm, async ({ token }) => {
    const answer = await apiGet<UsersByRoleResponse>(token, 'users-by-role/4', { page: 1, resPerPage: 100, searchString: name });
    return answer.data.users.find((user) => user.name === name);
  });
}

async function choose(page: Page, field: string, typed: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(dialog.getByRole('list', { name: `Chosen ${field}` })).toContainText(option);
}

test('a PM adds a developer with activity types, edits them, makes them team lead and inactivates them', async ({ page }) => {
  const name = uniqueName('Dora Developer');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@agency.test`;
  await openSignedIn(page, USERS.pm, '/config/developers');
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();

  await page.getByRole('button', { name: 'Add Developer' }).click();
  const add = formModal(page, 'Add Developer');
  await expect(add.getByLabel('Is limited pm')).toHaveCount(0);
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Phone').fill('+40 721 000 111');
  await add.getByLabel('Location').selectOption({ label: 'Cluj-Napoca office' });
  await choose(page, 'Activity types', 'front', 'Front-end Development');
  await choose(page, 'Activity types', 'COPY', 'Copywriting');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).filter({ hasText: 'User has been saved.' })).toBeVisible();
  await expect(add).toBeHidden();

  const created = await storedDeveloper(name);
  expect(created).toMatchObject({
    email,
    phone: '+40 721 000 111',
    role: 4,
    location: 'Cluj-Napoca office',
    is_teamlead: false,
    disabled: false,
  });
  expect(created!.UserActivities.map((type) => type.name).sort()).toEqual(['Copywriting', 'Front-end Development']);

  await searchConfig(page, TITLE, name);
  const row = configRow(page, TITLE, name);
  await expect(row).toContainText('Front-end Development');
  await expect(row).toContainText('Cluj-Napoca office');

  await chooseRowAction(page, name, 'Edit');
  const edit = formModal(page, 'Edit Developer');
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await edit.getByRole('button', { name: 'Remove Copywriting' }).click();
  await choose(page, 'Activity types', 'qa', 'QA Testing');
  await edit.getByLabel('Phone').fill('+40 721 000 222');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = await storedDeveloper(name);
  expect(edited).toMatchObject({ phone: '+40 721 000 222' });
  expect(edited!.UserActivities.map((type) => type.name).sort()).toEqual(['Front-end Development', 'QA Testing']);

  await chooseRowAction(page, name, 'Grant team lead');
  await expect(toasts(page).filter({ hasText: 'Team lead role has been granted.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `${name} is team lead` })).toBeChecked();
  expect(await storedDeveloper(name)).toMatchObject({ is_teamlead: true });

  await chooseRowAction(page, name, 'Revoke team lead');
  await expect(toasts(page).filter({ hasText: 'Team lead role has been revoked.' })).toBeVisible();
  expect(await storedDeveloper(name)).toMatchObject({ is_teamlead: false });

  await chooseRowAction(page, name, 'Inactivate this user');
  await expect(toasts(page).filter({ hasText: 'User has been inactivated.' })).toBeVisible();
  await expect(row).toContainText('Inactive');
  expect(await storedDeveloper(name)).toMatchObject({ disabled: true });
});

test('a duplicate e-mail keeps the form as typed and shows the server message', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/config/developers');
  await page.getByRole('button', { name: 'Add Developer' }).click();
  const add = formModal(page, 'Add Developer');
  await add.getByLabel('Name').fill('Second Daniel');
  await add.getByLabel('Email').fill(USERS.dev);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('The email has already been taken.')).toBeVisible();
  await expect(add.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByLabel('Name')).toHaveValue('Second Daniel');
  await expect(add.getByLabel('Email')).toHaveValue(USERS.dev);
});

test('the developers list shows 10 per page and pages through what the API holds', async ({ page }) => {
  const first = await developerNames(1);
  const pages = Math.ceil(first.total / 10);
  expect(pages).toBeGreaterThan(1);
  await openSignedIn(page, USERS.pm, '/config/developers');
  await expect(page.getByText(`Page: 1 / ${pages} (total: ${first.total})`)).toBeVisible();
  await expect.poll(() => firstColumn(page, TITLE)).toEqual(first.names);

  const second = await developerNames(2);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText(`Page: 2 / ${pages} (total: ${first.total})`)).toBeVisible();
  await expect.poll(() => firstColumn(page, TITLE)).toEqual(second.names);
});

test('an IT user sees only the developers page, and works on it', async ({ page }) => {
  await openSignedIn(page, USERS.it, '/');
  await sidebar(page).getByRole('button', { name: 'Configuration' }).click();
  await expect(sidebar(page).getByRole('link')).toHaveText(['Dashboard', 'Developers']);

  await sidebar(page).getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/config\/developers$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  const names = await withApiSession(USERS.it, async ({ token }) =>
    (await apiGet<UsersByRoleResponse>(token, 'users-by-role/4', { page: 1, resPerPage: 10 })).data.users.map((user) => user.name),
  );
  await expect.poll(() => firstColumn(page, TITLE)).toEqual(names);
  await chooseRowAction(page, names[0], 'Edit');
  await expect(formModal(page, 'Edit Developer').getByLabel('Name')).toHaveValue(names[0]);
});
