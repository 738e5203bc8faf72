/**
 * The signed-in frame for keyboard users and long pages: the first Tab reaches "Skip to main
 * content", which moves the focus to the page; a field focused from the keyboard draws a ring as
 * wide as a button's; the menu stays in view while a long page scrolls under the header.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn, sidebar, USERS } from '../support';

test.use({ viewport: { width: 1280, height: 520 } });

test('the skip link leads to the page, a focused field shows a 2px ring, and the menu stays in view on scroll', async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/projects', { quietReminder: true });
  await expect(page.getByRole('table').first()).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const search = page.getByRole('main').getByRole('searchbox', { name: 'Title' });
  await search.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  expect(await search.evaluate((field) => getComputedStyle(field).outlineWidth)).toBe('2px');

  const projectsLink = sidebar(page).getByRole('link', { name: 'Projects', exact: true });
  await expect(projectsLink).toBeInViewport();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(projectsLink).toBeInViewport();
});
