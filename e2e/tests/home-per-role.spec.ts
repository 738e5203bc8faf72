/**
 * The personal home (issue 32) per role: each card shows the figures GET home answers for the
 * signed-in user, only the cards of the role, and its links lead to the page that resolves it;
 * the recent changes say what changed, with dates as DD.MM.YYYY.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiLogin, apiPost, openSignedIn, USERS } from '../support';

/** The answers as the specification of GET home and GET home-feed words them (shared/src/schemas/home.ts). */
type Home = {
  week: { start_date: string; end_date: string; hours: string; capacity: string; missing_days: string[] } | null;
  approval: { pending: number; hours: string; oldest_date: string | null } | null;
  deadlines: { total: number; projects: { project_id: number }[] } | null;
  budget: { project_id: number; planned_hours: string; logged_hours: string; estimate: string; cost: string }[] | null;
  orders: { total: number } | null;
  developers: { active: number } | null;
};
type FeedEvent = { project_id: number; changes: Record<string, { from: unknown; to: unknown }> };
type ProjectDetail = {
  title: string;
  job_numbers: { name: string }[];
  client_id: number;
  brand_id: number;
  hogarth_pm_id: number | null;
  owner_id: number;
  type_id: number;
  category_id: number;
  start_date: string;
  deadline: string;
  fixed_price: number | null;
  teamlead_ids: number[];
  mjn: string | null;
};

const asCost = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cost = (value: string) => asCost.format(Number(value));
const ddmmyyyy = (day: string) => day.split('-').reverse().join('.');

const homeOf = async (email: string) => (await apiGet<{ data: Home }>((await apiLogin(email)).token, 'home')).data;
const card = (page: Page, name: string) => page.getByRole('region', { name });
const CARDS = ['My hours this week', 'Waiting for my approval', 'My deadlines', 'Budget burn', 'Orders without invoices', 'Developers'];

async function expectOnlyCards(page: Page, names: string[]) {
  for (const name of CARDS) await expect(card(page, name)).toHaveCount(names.includes(name) ? 1 : 0);
}

test('a developer sees their week and approval queue as the API answers, and the links open the timesheet and approval', async ({
  page,
}) => {
  const home = await homeOf(USERS.dev);
  await openSignedIn(page, USERS.dev, '/', { quietReminder: true });
  await expectOnlyCards(page, ['My hours this week', 'Waiting for my approval', 'My deadlines']);

  const week = card(page, 'My hours this week');
  await expect(week.getByTestId('home-week-hours')).toHaveText(`${cost(home.week!.hours)} h of ${cost(home.week!.capacity)} h`);
  await expect(week).toContainText(`${ddmmyyyy(home.week!.start_date)} – ${ddmmyyyy(home.week!.end_date)}`);
  for (const day of home.week!.missing_days) await expect(week.getByTestId('home-week-missing')).toContainText(ddmmyyyy(day));

  const approval = card(page, 'Waiting for my approval');
  const pending = home.approval!.pending;
  await expect(approval.getByTestId('home-approval-pending')).toHaveText(pending === 1 ? '1 entry' : `${pending} entries`);

  const deadlines = card(page, 'My deadlines').getByTestId('home-deadline');
  await expect(deadlines).toHaveCount(home.deadlines!.projects.length);

  await week.getByTestId('home-week-link').click();
  await expect(page).toHaveURL(/\/timesheet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();

  await page.goBack();
  await card(page, 'Waiting for my approval').getByRole('link').click();
  await expect(page).toHaveURL(/\/approval$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Approval' })).toBeVisible();
});

test('a project manager sees the approval queue, budget burn and uninvoiced orders, each project linked', async ({ page }) => {
  const home = await homeOf(USERS.pm);
  await openSignedIn(page, USERS.pm, '/');
  await expectOnlyCards(page, ['Waiting for my approval', 'My deadlines', 'Budget burn', 'Orders without invoices']);

  await expect(card(page, 'Waiting for my approval').getByTestId('home-approval-pending')).toHaveText(`${home.approval!.pending} entries`);
  const orders = card(page, 'Orders without invoices');
  await expect(orders.getByTestId('home-orders-total')).toHaveText(home.orders!.total === 1 ? '1 order' : `${home.orders!.total} orders`);

  const burns = card(page, 'Budget burn').getByTestId('home-burn');
  await expect(burns).toHaveCount(home.budget!.length);
  const first = home.budget![0];
  await expect(burns.first().getByTestId('home-burn-hours')).toHaveText(
    Number(first.planned_hours) > 0
      ? `${cost(first.logged_hours)} of ${cost(first.planned_hours)} h logged`
      : `${cost(first.logged_hours)} h logged, no resource hours planned`,
  );
  await expect(burns.first().getByTestId('home-burn-cost')).toHaveText(
    Number(first.estimate) > 0
      ? `cost ${cost(first.cost)} EURO of ${cost(first.estimate)} EURO estimated`
      : `cost ${cost(first.cost)} EURO, no approved estimate`,
  );
  await burns.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/project/${first.project_id}$`));
});

test('the IT user sees the developers they administer, not zeros, and the link opens Configuration → Developers', async ({ page }) => {
  const home = await homeOf(USERS.it);
  await openSignedIn(page, USERS.it, '/');
  await expectOnlyCards(page, ['Developers']);
  await expect(page.getByRole('heading', { name: 'Projects in the last 30 days' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toHaveCount(0);
  const developers = card(page, 'Developers');
  await expect(developers.getByTestId('home-developers-active')).toHaveText(`${home.developers!.active} active`);
  await developers.getByRole('link', { name: 'Manage developers' }).click();
  await expect(page).toHaveURL(/\/config\/developers$/);
});

test("the recent changes say a project's new deadline in words, and its link opens the project", async ({ page }) => {
  const { token } = await apiLogin(USERS.pm);
  const id = (await homeOf(USERS.pm)).budget![0].project_id;
  const detail = (await apiGet<{ project: ProjectDetail }>(token, `project/${id}`)).project;
  const from = detail.deadline.slice(0, 10);
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10);
  await apiPost(token, `save-project/${id}`, {
    job_numbers: JSON.stringify(detail.job_numbers.map((jobNumber) => jobNumber.name)),
    title: detail.title,
    client_id: detail.client_id,
    brand_id: detail.brand_id,
    hogarth_pm_id: detail.hogarth_pm_id ?? '',
    start_date: detail.start_date.slice(0, 10),
    deadline: to,
    type_id: detail.type_id,
    owner_id: detail.owner_id,
    category_id: detail.category_id,
    mjn: detail.mjn ?? '',
    teamlead_ids: JSON.stringify(detail.teamlead_ids),
    ...(detail.fixed_price === null ? {} : { fixed_price: String(detail.fixed_price) }),
  });
  // Other tests running beside this one add events too: the change is found among the latest, not as the very first.
  const feed = (await apiGet<{ data: FeedEvent[] }>(token, 'home-feed')).data;
  expect(feed).toContainEqual(expect.objectContaining({ project_id: id, changes: expect.objectContaining({ deadline: { from, to } }) }));

  await openSignedIn(page, USERS.pm, '/');
  const item = page
    .getByRole('list', { name: 'Recent changes' })
    .getByTestId('activity-event')
    .filter({ hasText: `changed the deadline of ${detail.title.slice(0, 50)}` })
    .filter({ hasText: `from ${ddmmyyyy(from)} to ${ddmmyyyy(to)}` });
  await expect(item).toHaveCount(1);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/project/${id}$`));
});
