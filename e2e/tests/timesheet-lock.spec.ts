/**
 * The period lock (issue 29): a full PM locks the timesheet up to a day on
 * /config/timesheet-lock; the developer's entry of that day then shows as locked on their week,
 * with no menu and no new entry on the day, and the API refuses to change it. The lock is
 * eight weeks back so that the other tests' entries (today's) stay open; it is lifted afterwards.
 */
import { expect, test } from '@playwright/test';
import { API_URL, apiGet, apiLogin, apiPost, daySection, openSignedIn, toasts, USERS } from '../support';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (day: Date) => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
const display = (day: string) => day.split('-').reverse().join('.');

/** The Tuesday of the week eight weeks before this one. */
function lockedDay(): string {
  const day = new Date();
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7) - 56 + 1);
  return iso(day);
}

async function putLock(token: string, lockedUntil: string | null): Promise<Response> {
  return fetch(`${API_URL}/timesheet-lock`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ locked_until: lockedUntil }),
  });
}

type Project = { id: number; type_id: number; min_te_date: string | null; is_vacation: boolean };

test('a PM locks the timesheet up to a day; the developer sees that day locked and cannot change its entry', async ({ page, browser }) => {
  const day = lockedDay();
  const pm = await apiLogin(USERS.pm);
  const dev = await apiLogin(USERS.dev2);
  const before = (await apiGet<{ data: { locked_until: string | null } }>(pm.token, 'timesheet-lock')).data.locked_until;
  // An entry saved before the lock, on a project that had started by then.
  const projects = (await apiGet<{ data: Project[] }>(dev.token, 'ts-projects')).data.filter(
    (p) => !p.is_vacation && p.type_id !== 2 && (p.min_te_date === null || p.min_te_date <= day),
  );
  let project: Project | undefined;
  for (const candidate of projects) {
    const { project: detail } = await apiGet<{ project: { start_date: string } }>(pm.token, `project/${candidate.id}`);
    if (detail.start_date <= day) {
      project = candidate;
      break;
    }
  }
  expect(project, 'dev2 has a project that had started eight weeks ago').toBeDefined();
  const [activity] = (await apiGet<{ data: { id: number }[] }>(dev.token, `activity-types-by-project-user/${project!.id}`)).data;
  const details = `e2e locked entry ${Date.now()}`;
  const { data: entry } = await apiPost<{ data: { id: number } }>(dev.token, 'ts', {
    project_id: project!.id,
    activity_type_id: activity.id,
    hours: 2,
    manual_date: day,
    details,
    extra_request: 0,
    overtime: 0,
    qa_issue: 0,
    mjn: null,
  });

  try {
    await openSignedIn(page, USERS.pm, '/config/timesheet-lock', { quietReminder: true });
    await expect(page.getByRole('heading', { name: 'Timesheet lock' })).toBeVisible();
    const field = page.getByRole('textbox', { name: /Timesheet locked until/ });
    await field.fill(display(day));
    await field.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).filter({ hasText: 'The timesheet lock has been saved.' })).toBeVisible();
    await expect(page.getByText(`Entries dated on or before ${display(day)} are locked`)).toBeVisible();
    expect((await apiGet<{ data: { locked_until: string } }>(dev.token, 'timesheet-lock')).data.locked_until).toBe(day);

    const developerContext = await browser.newContext();
    const developer = await developerContext.newPage();
    await openSignedIn(developer, USERS.dev2, '/timesheet', { quietReminder: true });
    for (let week = 0; week < 8; week += 1) {
      const label = developer.getByText(/^Week: /);
      const shown = await label.textContent();
      await developer.getByRole('button', { name: 'Previous week' }).click();
      await expect(label).not.toHaveText(shown ?? '');
    }
    const section = daySection(developer, day);
    const row = section.getByRole('row').filter({ hasText: details });
    await expect(row).toBeVisible();
    await expect(row.getByText('Locked', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
    await expect(section.getByRole('button', { name: /Add entry on/ })).toHaveCount(0);
    await developerContext.close();

    const edit = await fetch(`${API_URL}/ts/${entry.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${dev.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ project_id: project!.id, activity_type_id: activity.id, hours: 5, manual_date: day, details }),
    });
    expect(edit.status).toBe(422);
    expect(((await edit.json()) as { errors: Record<string, string[]> }).errors.manual_date).toEqual([
      `Timesheet is locked until ${display(day)}.`,
    ]);
  } finally {
    expect((await putLock(pm.token, before)).status).toBe(200);
  }
});
