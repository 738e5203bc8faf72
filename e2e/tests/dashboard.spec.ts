/**
 * 9. The dashboard (served by mf-projects) shows what the API answers for the signed-in user:
 * the three 30-day cards (current, past, percent change = 100 - past / current * 100, 0 when
 * that is not a number, one decimal) and the recent activity (action types 2 and 3 only,
 * project titles cut to 50 characters, linking to /project/{id}).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, browserToken, nextApiResponse, signIn, USERS } from '../support';

type Stats = { wip: number; wipPast: number; pending: number; pendingPast: number; completed: number; completedPast: number };
type ActivityEvent = {
  id: number;
  action_type_id: number;
  created_at: string;
  message: string;
  user_name: string;
  project: { project_id: number; project_title: string } | null;
};

/** The specification's formula, written out again rather than imported from the remote. */
function percentText(current: number, past: number): string {
  let change = 100 - (past / current) * 100;
  change = Number.isFinite(change) ? Math.round(change * 10) / 10 : 0;
  return `${change > 0 ? '+' : ''}${change}%`;
}

const shortTitle = (title: string) => (title.length > 50 ? `${title.slice(0, 50)}…` : title);

function expectedLine(event: ActivityEvent): string {
  const { project_id: id, project_title: title } = event.project!;
  const message = event.message.replace(/\{project_id\}/g, String(id));
  const text = message.includes('{project_title}')
    ? message.split('{project_title}').join(shortTitle(title))
    : `${message} ${shortTitle(title)}`;
  return `${event.user_name} ${text}`;
}

async function expectCards(page: Page, stats: Stats) {
  for (const [key, past] of [
    ['wip', 'wipPast'],
    ['pending', 'pendingPast'],
    ['completed', 'completedPast'],
  ] as const) {
    const card = page.getByTestId(`overview-${key}`);
    await expect(card.getByTestId('current')).toHaveText(String(stats[key]), { timeout: SNAPSHOT_TIMEOUT });
    await expect(card.getByTestId('past')).toHaveText(String(stats[past]));
    await expect(card.getByTestId('change')).toHaveText(percentText(stats[key], stats[past]));
  }
}

async function expectActivity(page: Page, events: ActivityEvent[]) {
  const shown = events.filter((event) => [2, 3].includes(event.action_type_id) && event.project);
  const items = page.getByRole('list', { name: 'Recent activity' }).getByTestId('activity-event');
  await expect(items).toHaveCount(shown.length, { timeout: SNAPSHOT_TIMEOUT });
  for (const [index, event] of shown.entries()) {
    const item: Locator = items.nth(index);
    await expect(item.getByRole('paragraph').first()).toHaveText(expectedLine(event), { timeout: SNAPSHOT_TIMEOUT });
    const link = item.getByRole('link');
    await expect(link).toHaveText(shortTitle(event.project!.project_title));
    await expect(link).toHaveAttribute('href', `/project/${event.project!.project_id}`);
    await expect(item.locator('time')).toHaveAttribute('datetime', event.created_at);
  }
  return shown;
}

/**
 * Once the page has its answers, drawing them takes a moment, not a page load: an attempt that
 * does not show them by then was overtaken by another test's change, and is made again.
 */
const SNAPSHOT_TIMEOUT = 20_000;

const readApi = async (token: string) => {
  const [{ data: stats }, { data: actions }] = await Promise.all([
    apiGet<{ data: Stats }>(token, 'projects-stats'),
    apiGet<{ data: { events: ActivityEvent[] } }>(token, 'actions'),
  ]);
  return { stats, events: actions.events };
};

/**
 * Tests running beside this one create projects and events, so the page and a separate API
 * call may see two moments. Read the API, reload and wait for the page's own answers, read the
 * API again: if both reads agree, nothing changed in between and the page must show exactly
 * that; if another test changed the figures meanwhile, do it again.
 */
async function expectDashboardToMatchApi(page: Page, token: string) {
  let events: ActivityEvent[] = [];
  let shown: ActivityEvent[] = [];
  await expect(async () => {
    const before = await readApi(token);
    await Promise.all([nextApiResponse(page, 'projects-stats'), nextApiResponse(page, 'actions'), page.reload()]);
    expect(await readApi(token), 'the same figures before and after the page read them').toEqual(before);
    await expectCards(page, before.stats);
    shown = await expectActivity(page, before.events);
    events = before.events;
  }).toPass({ timeout: 150_000 });
  return { events, shown };
}

test('the overview cards and the activity list match the API for pm@', async ({ page }) => {
  await signIn(page, USERS.pm);
  const token = (await browserToken(page))!;
  const { events, shown } = await expectDashboardToMatchApi(page, token);

  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('overview-wip')).toContainText('WIP');
  await expect(page.getByTestId('overview-pending')).toContainText('Pending');
  await expect(page.getByTestId('overview-completed')).toContainText('Completed');

  // The seed has events of the other types too: they must be the ones left out.
  expect(events.length).toBeGreaterThan(shown.length);
  expect(shown.length).toBeGreaterThan(0);
});

test("the dashboard of a developer shows the developer's own figures and events", async ({ page }) => {
  await signIn(page, USERS.dev);
  const token = (await browserToken(page))!;
  await expectDashboardToMatchApi(page, token);
});

test('an activity link opens the project', async ({ page }) => {
  await signIn(page, USERS.pm);
  const href = await page.getByTestId('activity-event').first().getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/project\/\d+$/);
  // That link, wherever it is by the click: the list may reload (on focus) with a project another test saved meanwhile.
  await page
    .getByTestId('activity-event')
    .getByRole('link')
    .and(page.locator(`[href="${href}"]`))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('long project titles are cut to 50 characters, and the percent change is 0 when it is not a number', async ({ page }) => {
  // The seed's recent titles are all short, and its figures all valid: this page gets the real
  // answers with one title lengthened and an empty period, to see the rules applied.
  const longTitle = 'Coca-Cola Always-on Global Campaign Strategy - Additional Formats (EMEA)';
  let firstShown: ActivityEvent | undefined;
  await page.route(/\/api\/actions$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { events: ActivityEvent[] } };
    firstShown = body.data.events.find((event) => [2, 3].includes(event.action_type_id) && event.project);
    firstShown!.project!.project_title = longTitle;
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/api\/projects-stats$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Stats };
    body.data = { ...body.data, wip: 0, wipPast: 5, pending: 0, pendingPast: 0, completed: 4, completedPast: 1 };
    await route.fulfill({ response, json: body });
  });
  await signIn(page, USERS.pm);

  const link = page.getByTestId('activity-event').first().getByRole('link');
  await expect(link).toHaveText(`${longTitle.slice(0, 50)}…`);
  await expect(link).toHaveAttribute('href', `/project/${firstShown!.project!.project_id}`);

  await expect(page.getByTestId('overview-wip').getByTestId('change')).toHaveText('0%'); // -Infinity
  await expect(page.getByTestId('overview-pending').getByTestId('change')).toHaveText('0%'); // NaN
  await expect(page.getByTestId('overview-completed').getByTestId('change')).toHaveText('+75%');
});
