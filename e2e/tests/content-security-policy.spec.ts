/**
 * Issue 30: the shell's pages carry a strict Content-Security-Policy (scripts/serve-static.mjs:
 * script-src 'self', the remotes and the build's hashes of index.html's inline scripts), and
 * every page of every role loads under it with nothing refused: the remotes' code, the API
 * calls, the live feed's WebSocket, Chakra's styles. One signed-in page per role walks through
 * that role's pages (the sidebar of sign-in-sidebar.spec.ts, every configuration page and
 * report, a project's details) as the router does, each page's heading drawn by its area.
 */
import { expect, test } from '@playwright/test';
import PAGE_HEADINGS from '../../shared/src/federation/page-headings.json';
import { apiGet, browserToken, navigateInApp, openSignedIn, USERS, watchCspViolations, watchRealtime } from '../support';

/** The headings of the pages without a fixed one in PAGE_HEADINGS (their areas draw them). */
const HEADINGS: Record<string, string> = {
  ...PAGE_HEADINGS,
  '/config/clients': 'Clients',
  '/config/brands': 'Brands',
  '/config/client-units': 'Client units',
  '/config/idg-units': 'IDG units',
  '/config/business-units': 'Business units',
  '/config/project-categories': 'Project categories',
  '/config/expenses-categories': 'Expense categories',
  '/config/activity-types': 'Activity types',
  '/config/idg-pms': 'Infodesign PMs',
  '/config/hogarth-pms': 'Hogarth PMs',
  '/config/its': 'IT users',
  '/config/developers': 'Developers',
  '/config/wildcards': 'Wildcards',
  '/config/timesheet-lock': 'Timesheet lock',
  '/reports/working-places': 'Working places',
};

const CONFIG_PAGES = Object.keys(HEADINGS).filter((path) => path.startsWith('/config/'));
const REPORT_PAGES = Object.keys(HEADINGS).filter((path) => path.startsWith('/reports/'));

/**
 * Each role's pages, in the sidebar's order (sign-in-sidebar.spec.ts), and whether it opens a
 * project; a full PM's reports are a test of their own, each with the whole test timeout.
 */
const ROLES: { user: keyof typeof USERS; pages: string[]; project: boolean }[] = [
  { user: 'pm', pages: ['/', '/projects', '/approval', '/user-working-places', '/timesheet', ...CONFIG_PAGES], project: true },
  { user: 'pm', pages: REPORT_PAGES, project: false },
  { user: 'dev', pages: ['/', '/projects', '/approval', '/user-working-places', '/timesheet'], project: true },
  { user: 'dev2', pages: ['/', '/projects', '/user-working-places', '/timesheet'], project: true },
  { user: 'limited', pages: ['/projects'], project: true },
  { user: 'it', pages: ['/', '/config/developers'], project: false },
  { user: 'clientpm', pages: ['/', '/projects', '/user-working-places', '/timesheet'], project: true },
];

for (const { user, pages, project } of ROLES) {
  const span = pages.length > 1 ? `${pages[0]} to ${pages[pages.length - 1]}` : pages[0];
  test(`${user}@'s pages ${span} load under the shell's CSP and the browser refuses nothing`, async ({ page }) => {
    const violations = await watchCspViolations(page);
    const realtime = watchRealtime(page);
    const answer = await openSignedIn(page, USERS[user], pages[0], { quietReminder: true });
    const csp = answer?.headers()['content-security-policy'] ?? '';
    expect(csp, 'the page is served with a strict policy').toMatch(/script-src 'self' [^;]*'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");

    for (const path of pages) {
      await navigateInApp(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toContainText(HEADINGS[path]);
      await expect(page.getByTestId('area-unavailable'), path).toHaveCount(0);
    }

    if (project) {
      const token = (await browserToken(page))!;
      const { data } = await apiGet<{ data: { projects: { id: number; title: string }[] } }>(token, 'projects', { page: 1, resPerPage: 1 });
      const [first] = data.projects;
      // A deep link: index.html again, with the policy computed for it.
      await page.goto(`/project/${first.id}`);
      await expect(page.getByRole('heading', { name: first.title, level: 2 })).toBeVisible();
      await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
    }

    // The live feed's WebSocket goes to the API's own port (connect-src).
    await realtime.joined();
    expect(violations).toEqual([]);
  });
}
