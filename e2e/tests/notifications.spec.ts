/**
 * 6. Notifications in the header: reading one removes it (the badge goes down and the API no
 * longer lists it), server HTML is rendered sanitised, and a notification's link navigates.
 * Each test uses its own user's notifications, so they can run side by side.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, browserToken, nextApiResponse, openSignedIn, USERS } from '../support';

type Notification = { id: number; title: string; link: string | null; message: string };

const unread = async (page: Page) =>
  (await apiGet<{ user_notifications: Notification[] }>((await browserToken(page))!, 'check-user-data')).user_notifications;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });

/** The popover (a dialog without an accessible name: its header is not a Popover.Title). */
const notificationsPanel = (page: Page) => page.getByRole('dialog').filter({ hasText: /^Notifications/ });

async function openNotifications(page: Page) {
  await bell(page).click();
  const dialog = notificationsPanel(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test('marking a notification read removes it from the list, the badge and the API', async ({ page }) => {
  await openSignedIn(page, USERS.dev, '/');
  const before = await unread(page);
  expect(before.length).toBeGreaterThan(1);
  await expect(page.getByTestId('notification-count')).toHaveText(String(before.length));
  await expect(bell(page)).toHaveAccessibleName(`Notifications (${before.length} unread)`);

  const dialog = await openNotifications(page);
  const items = dialog.getByTestId('notification');
  await expect(items).toHaveCount(before.length);
  await expect(items.first()).toContainText(before[0].title);

  const target = before[1];
  const item = items.filter({ hasText: target.title });
  const read = nextApiResponse(page, 'read-notification', 'POST');
  await item.getByRole('button', { name: 'Mark as read' }).click();
  expect((await read).status()).toBe(200);

  await expect(items).toHaveCount(before.length - 1);
  await expect(dialog.getByText(target.title, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('notification-count')).toHaveText(String(before.length - 1));

  const after = await unread(page);
  expect(after.map((n) => n.id)).toEqual(before.filter((n) => n.id !== target.id).map((n) => n.id));

  // Still gone after a reload.
  await page.reload();
  await expect(page.getByTestId('notification-count')).toHaveText(String(before.length - 1));
});

test('notification HTML is sanitised: the onerror handler is neither kept nor run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openSignedIn(page, USERS.pm, '/');
  const hostile = (await unread(page)).find((n) => n.message.includes('onerror'));
  expect(hostile, 'the seed gives pm@ a notification with hostile markup').toBeTruthy();

  const panel = await openNotifications(page);
  const item = panel.getByTestId('notification').filter({ hasText: hostile!.title });
  await expect(item).toContainText('Client wrote:');
  await expect(item).toContainText('please review the banner sizes.');
  await expect(item.locator('b', { hasText: 'banner sizes' })).toBeVisible();

  // The image survives without its handler; give the broken image time to fail loading.
  const image = item.locator('img');
  await expect(image).toHaveCount(1);
  await expect(image).not.toHaveAttribute('onerror');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await page.locator('[onerror]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("following a notification's link opens its page and marks it read", async ({ page }) => {
  // The IT user's "New developer account" points at /config/developers, a page IT users may open.
  await openSignedIn(page, USERS.it, '/');
  const before = await unread(page);
  const target = before.find((n) => n.link === '/config/developers');
  expect(target, 'the seed gives it@ a notification linking to /config/developers').toBeTruthy();

  const panel = await openNotifications(page);
  const link = panel.getByRole('link', { name: target!.title });
  await expect(link).toHaveAttribute('href', target!.link!);
  const read = nextApiResponse(page, 'read-notification', 'POST');
  await link.click();
  await expect(page).toHaveURL(/\/config\/developers$/);
  expect((await read).status()).toBe(200);
  await expect(notificationsPanel(page)).toBeHidden();

  await expect(page.getByTestId('notification-count')).toHaveText(String(before.length - 1));
  expect((await unread(page)).map((n) => n.id)).not.toContain(target!.id);
});
