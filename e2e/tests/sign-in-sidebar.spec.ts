/**
 * 1. Each demo user signs in and sees exactly the sidebar the access rules give them
 * (shared/src/access/sidebar-entries.ts with the API's has_approval: 1 for full PMs and
 * granted developers, 0 otherwise), and their MVP shortcuts as GET projects-mvp lists them,
 * underscores shown as spaces.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, browserToken, mvpShortcuts, sidebar, sidebarTopLevel, signIn, USERS } from '../support';

type Case = {
  user: keyof typeof USERS;
  landsOn: string;
  me: { role: number; is_limited_pm: boolean; is_it: boolean };
  hasApproval: number;
  entries: string[];
};

const CASES: Case[] = [
  {
    user: 'pm',
    landsOn: '/',
    me: { role: 2, is_limited_pm: false, is_it: false },
    hasApproval: 1,
    entries: ['Dashboard', 'Projects', 'Approval', 'Working places', 'Timesheet', 'Configuration', 'Reports'],
  },
  {
    user: 'dev',
    landsOn: '/',
    me: { role: 1, is_limited_pm: false, is_it: false },
    hasApproval: 1,
    entries: ['Dashboard', 'Projects', 'Approval', 'Working places', 'Timesheet'],
  },
  {
    user: 'dev2',
    landsOn: '/',
    me: { role: 1, is_limited_pm: false, is_it: false },
    hasApproval: 0,
    entries: ['Dashboard', 'Projects', 'Working places', 'Timesheet'],
  },
  {
    user: 'limited',
    landsOn: '/projects',
    me: { role: 2, is_limited_pm: true, is_it: false },
    hasApproval: 0,
    entries: ['Projects'],
  },
  {
    user: 'it',
    landsOn: '/',
    me: { role: 6, is_limited_pm: false, is_it: true },
    hasApproval: 0,
    entries: ['Dashboard', 'Configuration'],
  },
  {
    user: 'clientpm',
    landsOn: '/',
    me: { role: 3, is_limited_pm: false, is_it: false },
    hasApproval: 0,
    entries: ['Dashboard', 'Projects', 'Working places', 'Timesheet'],
  },
];

const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const { user, landsOn, me, hasApproval, entries } of CASES) {
  test(`${user}@ signs in, lands on ${landsOn} and sees the sidebar ${entries.join(', ')}`, async ({ page }) => {
    // dev2@ has no working places ahead: the reminder is another test's subject.
    await signIn(page, USERS[user], { quietReminder: user === 'dev2' });
    await expect.poll(() => pathOf(page)).toBe(landsOn);

    // What the API says about this session, with the browser's own token.
    const token = await browserToken(page);
    expect(token, 'the token cookie').toBeTruthy();
    const store = await apiGet<{ data: { me: Case['me'] & { email: string } } }>(token!, 'update-user-store', { section: 'clients' });
    expect(store.data.me).toMatchObject({ ...me, email: USERS[user] });
    const checked = await apiGet<{ has_approval: number }>(token!, 'check-user-data');
    expect(checked.has_approval).toBe(hasApproval);

    await expect(sidebarTopLevel(page)).toHaveText(entries);

    const mvp = await apiGet<{ data: { entity_id: number; project_title: string }[] }>(token!, 'projects-mvp');
    if (me.is_it || mvp.data.length === 0) {
      await expect(sidebar(page).getByText('MVP projects')).toHaveCount(0);
    } else {
      await expect(mvpShortcuts(page)).toHaveText(mvp.data.map((shortcut) => shortcut.project_title.replace(/_/g, ' ')));
      for (const [index, shortcut] of mvp.data.entries()) {
        await expect(mvpShortcuts(page).nth(index)).toHaveAttribute('href', `/project/${shortcut.entity_id}`);
      }
    }
  });
}

test('the MVP shortcuts of pm@ show their titles with spaces for the underscores the API sends', async ({ page }) => {
  await signIn(page, USERS.pm);
  const token = await browserToken(page);
  const mvp = await apiGet<{ data: { entity_id: number; project_title: string }[] }>(token!, 'projects-mvp');
  // The seed gives pm@ the flagship project and a few more; the API sends spaces as underscores.
  expect(mvp.data.length).toBeGreaterThan(0);
  expect(mvp.data[0].project_title).toBe('Nike_Air_Max_Relaunch');
  await expect(mvpShortcuts(page).first()).toHaveText('Nike Air Max Relaunch');
  await expect(sidebar(page).getByText(/_/)).toHaveCount(0);
});

test('the IT user sees only Developers inside Configuration', async ({ page }) => {
  await signIn(page, USERS.it);
  await sidebar(page).getByRole('button', { name: 'Configuration' }).click();
  const inside = sidebar(page).getByRole('list', { name: 'Configuration' }).getByRole('link');
  await expect(inside).toHaveText(['Developers']);
  await inside.click();
  await expect(page).toHaveURL(/\/config\/developers$/);
});

test('a full PM sees every configuration page and report inside their groups', async ({ page }) => {
  await signIn(page, USERS.pm);
  await sidebar(page).getByRole('button', { name: 'Configuration' }).click();
  await expect(sidebar(page).getByRole('list', { name: 'Configuration' }).getByRole('link')).toHaveText([
    'Clients',
    'Brands',
    'Client units',
    'IDG units',
    'Business units',
    'Project categories',
    'Expenses categories',
    'Activity types',
    'IDG PMs',
    'Hogarth PMs',
    'IT users',
    'Developers',
    'Wildcards',
    'Timesheet lock',
  ]);
  await sidebar(page).getByRole('button', { name: 'Reports' }).click();
  await expect(sidebar(page).getByRole('list', { name: 'Reports' }).getByRole('link')).toHaveCount(13);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page comes first: the menu folds behind a Menu button, and folds again once a page is chosen', async ({ page }) => {
    await signIn(page, USERS.pm, { quietReminder: true });
    const projectsLink = sidebar(page).getByRole('link', { name: 'Projects', exact: true });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInViewport();
    await expect(projectsLink).toBeHidden();

    await sidebar(page).getByRole('button', { name: 'Menu' }).click();
    await expect(sidebar(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarTopLevel(page)).toHaveText(CASES[0].entries);
    await projectsLink.click();

    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectsLink).toBeHidden();
    await expect(sidebar(page).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
