/**
 * Live lookups: one PM adds and renames a client on /config/clients; another PM's open pages
 * (the projects list's client choices and the clients list) change without a reload, through
 * clients-update on the real-time channel.
 */
import { expect, test } from '@playwright/test';
import { chooseRowAction, configRow, formModal, openSignedIn, sidebar, uniqueName, USERS, watchRealtime } from '../support';

// A second full PM, used by no other test.
const OTHER_PM = 'elena.popescu@agency.test';

test("renaming a client changes another portal's client choices without a reload", async ({ browser }) => {
  const name = uniqueName('Live Client');
  const renamed = `${name} Renamed`;
  const editorContext = await browser.newContext();
  const watcherContext = await browser.newContext();
  try {
    const editor = await editorContext.newPage();
    const watcher = await watcherContext.newPage();
    const realtime = watchRealtime(watcher);
    await openSignedIn(editor, USERS.pm, '/config/clients');
    await openSignedIn(watcher, OTHER_PM, '/');
    // Within the page (no reload), so the connection that joins is the one that stays.
    await sidebar(watcher).getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(watcher).toHaveURL(/\/projects$/);
    const clientChoices = watcher.getByRole('combobox', { name: 'Client', exact: true }).locator('option');
    await expect(clientChoices.first()).toBeAttached();
    await realtime.joined();
    // Survives only as long as the page is not reloaded.
    await watcher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await editor.getByRole('button', { name: 'New client' }).click();
    const add = formModal(editor, 'New client');
    await add.getByLabel('Name').fill(name);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(clientChoices.filter({ hasText: name })).toHaveCount(1);

    await editor.getByRole('searchbox', { name: 'Search clients' }).fill(name);
    await chooseRowAction(editor, name, 'Edit');
    const edit = formModal(editor, 'Edit client');
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(configRow(editor, 'Clients', renamed)).toBeVisible();

    await expect(clientChoices.filter({ hasText: renamed })).toHaveCount(1);
    await expect(clientChoices.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(0);
    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The watcher's own clients list follows too.
    await watcher.goto('/config/clients');
    await watcher.getByRole('searchbox', { name: 'Search clients' }).fill('Live Client');
    await expect(configRow(watcher, 'Clients', renamed)).toBeVisible();
  } finally {
    await editorContext.close();
    await watcherContext.close();
  }
});
