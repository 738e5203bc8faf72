/**
 * Entries for Approval (issue 11): a developer's entry, created through the API, is approved
 * by a project manager on /approval while another approver's open list drops it live; a
 * rejection needs feedback, which the developer reads on their open week without a reload; the
 * selection is decided in one call; a team lead with approval decides only the projects they
 * lead; the filters offer whole names. The API is the witness of every decision.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiPost, createEntry, openSignedIn, uniqueName, USERS, watchRealtime, withApiSession } from '../support';

// A developer and a second full PM no other test uses.
const DEVELOPER = 'ioana.stan@agency.test';
const DEVELOPER_NAME = 'Ioana Stan';
const OTHER_APPROVER = 'mark.stone@agency.test';
// A developer on projects dev@ (a team lead granted approval) leads.
const TEAM_MEMBER = 'nina.horvat@agency.test';
const TEAM_MEMBER_NAME = 'Nina Horvat';

type Entry = { approval_state: number; approve_feedback: string | null };

const entryState = (id: number) => withApiSession(DEVELOPER, async ({ token }) => (await apiGet<{ data: Entry }>(token, `ts/${id}`)).data);

/** Opens /approval signed in as `approver` and narrows it to the developer. */
async function openApproval(page: Page, approver: string, developerLabel = DEVELOPER_NAME): Promise<void> {
  await openSignedIn(page, approver, '/approval');
  await expect(page.getByRole('heading', { name: 'Entries for Approval' })).toBeVisible();
  const user = page.getByRole('combobox', { name: 'User' });
  await expect(user.locator('option', { hasText: developerLabel })).toBeAttached();
  await user.selectOption({ label: developerLabel });
}

const row = (page: Page, details: string) => page.getByRole('row').filter({ hasText: details });

/** Each offered option of a filter (the placeholder left out): its visible text and its tooltip. */
const offeredOptions = (page: Page, filter: string) =>
  page
    .getByRole('combobox', { name: filter })
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((option) => ({ text: option.textContent ?? '', title: option.getAttribute('title') })));

const cutAt10 = (name: string) => (name.length > 10 ? `${name.slice(0, 10)}…` : name);

test("the project and user filters offer whole names; the documents' 10-character cut is only each option's tooltip", async ({ page }) => {
  await openSignedIn(page, USERS.pm, '/approval');
  await expect(page.getByRole('heading', { name: 'Entries for Approval' })).toBeVisible();
  const user = page.getByRole('combobox', { name: 'User' });
  await expect(user.locator('option', { hasText: TEAM_MEMBER_NAME })).toHaveAttribute('title', 'Nina Horva…');
  await expect(page.getByRole('combobox', { name: 'Project' }).locator('option:not([value=""])').first()).toBeAttached();
  for (const filter of ['Project', 'User']) {
    const options = await offeredOptions(page, filter);
    // Names longer than the cut exist, so the test would see a cut in the visible text.
    expect(options.some(({ text }) => text.length > 10)).toBe(true);
    for (const { text, title } of options) {
      expect(text.endsWith('…')).toBe(false);
      expect(title).toBe(cutAt10(text));
    }
  }
  // Choosing by the whole name narrows the list to that developer.
  await user.selectOption({ label: TEAM_MEMBER_NAME });
  await expect(user.locator('option:checked')).toHaveText(TEAM_MEMBER_NAME);
});

test("a PM approves a developer's entry; another approver's open list drops it without a reload", async ({ browser }) => {
  const details = uniqueName('Approve me');
  const entry = await withApiSession(DEVELOPER, ({ token }) => createEntry(token, details));
  const approverContext = await browser.newContext();
  const watcherContext = await browser.newContext();
  try {
    const approver = await approverContext.newPage();
    const watcher = await watcherContext.newPage();
    const realtime = watchRealtime(watcher);
    await openApproval(approver, USERS.pm);
    await openApproval(watcher, OTHER_APPROVER);
    await expect(row(watcher, details)).toHaveCount(1);
    await realtime.joined();
    await watcher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await row(approver, details)
      .getByRole('button', { name: /^Approve / })
      .click();
    await expect(approver.getByText('TS Entry was approved.')).toBeVisible();
    await expect(row(approver, details)).toHaveCount(0);
    await expect(row(watcher, details)).toHaveCount(0);
    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await entryState(entry.id)).toMatchObject({ approval_state: 1 });
  } finally {
    await approverContext.close();
    await watcherContext.close();
  }
});

test('rejecting needs feedback, which the entry then carries', async ({ page }) => {
  const details = uniqueName('Reject me');
  const entry = await withApiSession(DEVELOPER, ({ token }) => createEntry(token, details));
  await openApproval(page, USERS.pm);
  await row(page, details)
    .getByRole('button', { name: /^Reject / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reject entry' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Feedback' }).fill('Please split it per task');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('TS Entry was rejected.')).toBeVisible();
  await expect(row(page, details)).toHaveCount(0);
  expect(await entryState(entry.id)).toMatchObject({ approval_state: 2, approve_feedback: 'Please split it per task' });
});

test('the selected entries are approved together', async ({ page }) => {
  const tag = uniqueName('Mass');
  const entries = await withApiSession(DEVELOPER, async ({ token }) => [
    await createEntry(token, `${tag} one`),
    await createEntry(token, `${tag} two`),
  ]);
  await openApproval(page, USERS.pm);
  await expect(row(page, tag)).toHaveCount(2);
  for (const suffix of ['one', 'two']) await row(page, `${tag} ${suffix}`).getByRole('checkbox').check();
  const decided = page.waitForResponse((response) => response.url().endsWith('/api/mass-ts-for-approval'));
  await page.getByRole('button', { name: 'Approve selected' }).click();
  expect((await decided).status()).toBe(200);
  await expect(page.getByText('TS Entries were approved.')).toBeVisible();
  await expect(row(page, tag)).toHaveCount(0);
  for (const { id } of entries) expect(await entryState(id)).toMatchObject({ approval_state: 1 });
});

test("the developer's open week shows a rejection and its feedback without a reload", async ({ page }) => {
  const details = uniqueName('Week live');
  const entry = await withApiSession(DEVELOPER, ({ token }) => createEntry(token, details));
  const realtime = watchRealtime(page);
  await openSignedIn(page, DEVELOPER, '/timesheet', { quietReminder: true });
  const weekRow = row(page, details);
  await expect(weekRow.getByText('Pending')).toBeVisible();
  await realtime.joined();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await withApiSession(USERS.pm, ({ token }) =>
    apiPost(token, 'ts-for-approval', { teId: entry.id, decision: 2, feedbackApprove: 'Log it on the retainer' }),
  );
  const state = weekRow.getByLabel('Rejected: Log it on the retainer');
  await expect(state).toBeVisible();
  // As a keyboard user reaches it: the tooltip opens on keyboard focus (focus-visible), which
  // needs a key pressed before the focus. The week may still
  // refetch after the live event and draw the badge anew, which closes an open tooltip; the
  // user would then focus it again, and so does the test.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await state.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Log it on the retainer', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a team lead with approval decides the entries of the projects they lead, and only those; the developer sees it approved', async ({
  browser,
  page,
}) => {
  // dev@ leads projects and was granted approval; Nina Horvat logs time on one of them.
  const lead = await withApiSession(USERS.dev, async ({ me }) => me.id);
  const leads = (projectId: number) =>
    withApiSession(USERS.pm, async ({ token }) => {
      const { project } = await apiGet<{ project: { teamlead_ids: number[] } }>(token, `project/${projectId}`);
      return project.teamlead_ids.includes(lead);
    });
  const details = uniqueName('Team lead');
  const entry = await withApiSession(TEAM_MEMBER, ({ token }) => createEntry(token, details, leads));

  await openApproval(page, USERS.dev, TEAM_MEMBER_NAME);
  await expect(row(page, details)).toHaveCount(1);
  // Every entry the list offers belongs to a project dev@ leads.
  const offered = await withApiSession(
    USERS.dev,
    async ({ token }) => (await apiGet<{ data: { project_id: number; user_id: number }[] }>(token, 'ts-for-approval')).data,
  );
  expect(offered.length).toBeGreaterThan(0);
  for (const { project_id, user_id } of offered) {
    expect(user_id).not.toBe(lead);
    expect(await leads(project_id)).toBe(true);
  }

  await row(page, details)
    .getByRole('button', { name: /^Approve / })
    .click();
  await expect(page.getByText('TS Entry was approved.')).toBeVisible();
  await expect(row(page, details)).toHaveCount(0);
  const decided = await withApiSession(TEAM_MEMBER, async ({ token }) => (await apiGet<{ data: Entry }>(token, `ts/${entry.id}`)).data);
  expect(decided).toMatchObject({ approval_state: 1 });

  // The developer sees it approved on their week.
  const developerContext = await browser.newContext();
  try {
    const developer = await developerContext.newPage();
    await openSignedIn(developer, TEAM_MEMBER, '/timesheet', { quietReminder: true });
    await expect(row(developer, details).getByText('Approved')).toBeVisible();
  } finally {
    await developerContext.close();
  }
});
