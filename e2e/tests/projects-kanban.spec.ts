/** /kanban (mf-projects): the static board of document 1 — three columns of sample tasks, and no API calls. */
import { expect, test } from '@playwright/test';
import { signIn, USERS } from '../support';

test('the board shows To do, In progress and Done with sample tasks, without calling the API', async ({ page }) => {
  await signIn(page, USERS.dev, { quietReminder: true });
  // The dashboard's own calls are done before the board opens.
  await expect(page.getByTestId('activity-event').first()).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  await page.evaluate(() => {
    history.pushState({}, '', '/kanban');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  for (const column of ['To do', 'In progress', 'Done']) {
    const section = page.getByRole('region', { name: column });
    await expect(section.getByRole('heading')).toContainText(column);
    await expect(section.getByRole('listitem').first()).toBeVisible();
  }
  // The header's own calls (notifications, the running timer) and the live feed's channel authorization are not the board's: only board calls would be new paths.
  expect(
    calls.filter(
      (url) => !/check-user-data|ts-timer|uwp-is-three-days-forward|update-user-store|projects-mvp|realtime-config|realtime-auth/.test(url),
    ),
  ).toEqual([]);
});
