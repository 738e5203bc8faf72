/**
 * Photographs the screens issue 32 changed, each in the light and the dark theme, on a desktop
 * (1440x900) and on a phone (390x844), into docs/screens/<screen>-<theme>-<device>.jpg. The data is
 * the seed's, which moves with today's date, so the pictures are refreshed, never compared.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, openSignedIn, ROOT_DIR, USERS, withApiSession } from '../support';

const SCREENS_DIR = path.join(ROOT_DIR, 'docs/screens');

type Screen = {
  name: string;
  user: string;
  path: string;
  /** What the screen waits for, or does, before its picture. */
  ready: (page: Page) => Promise<void>;
  desktopOnly?: boolean;
};

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

const SCREENS: Screen[] = [
  {
    name: 'home-developer',
    user: USERS.dev,
    path: '/',
    ready: (page) => expect(page.getByRole('main').getByRole('link').first()).toBeVisible(),
  },
  {
    name: 'home-project-manager',
    user: USERS.pm,
    path: '/',
    ready: (page) => expect(page.getByRole('main').getByRole('link').first()).toBeVisible(),
  },
  {
    name: 'week-grid',
    user: USERS.dev,
    path: '/timesheet',
    ready: async (page) => {
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week grid' }).click();
      await expect(page.getByRole('table', { name: 'Week grid' })).toBeVisible();
    },
  },
  {
    name: 'projects',
    user: USERS.pm,
    path: '/projects',
    ready: (page) => expect(page.getByRole('main').locator('a[href^="/project/"]').first()).toBeVisible(),
  },
  {
    name: 'approval',
    user: USERS.pm,
    path: '/approval',
    ready: (page) => expect(page.getByRole('button', { name: /^Approve / }).first()).toBeVisible(),
  },
  {
    name: 'timesheet-report',
    user: USERS.pm,
    path: '/reports/timesheet',
    ready: (page) => expect(page.locator('figure svg').first()).toBeVisible(),
  },
  {
    name: 'command-palette',
    user: USERS.pm,
    path: '/',
    desktopOnly: true,
    ready: async (page) => {
      await expect(mainHeading(page)).toBeVisible();
      await page.keyboard.press('Control+K');
      await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('rep');
    },
  },
];

const DEVICES = [
  { device: 'desktop', viewport: { width: 1440, height: 900 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const setTheme = (user: string, theme: 'light' | 'dark') =>
  withApiSession(user, (session) => apiPost(session.token, 'settings', { theme: `theme-${theme}` }));

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeAll(async () => {
      for (const user of new Set(SCREENS.map((screen) => screen.user))) await setTheme(user, theme);
    });

    for (const screen of SCREENS) {
      for (const { device, viewport } of DEVICES) {
        if (device === 'phone' && screen.desktopOnly) continue;
        test(`${screen.name} on a ${device}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await openSignedIn(page, screen.user, screen.path, { quietReminder: true });
          await screen.ready(page);
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: path.join(SCREENS_DIR, `${screen.name}-${theme}-${device}.jpg`), type: 'jpeg', quality: 75 });
        });
      }
    }
  });
}
