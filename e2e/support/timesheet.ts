/**
 * Timesheet data for the approval and working-places tests, made through the API as the developer
 * would, and the week list's parts on /timesheet.
 */
import { expect, type Page } from '@playwright/test';
import { apiGet, apiPost } from './api';

type LoggableProject = { id: number; type_id: number; min_te_date: string | null; is_vacation: boolean };

/** YYYY-MM-DD of a local day `days` from today. */
export function isoDay(days = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return day.toLocaleDateString('sv-SE');
}

/**
 * The week list's section of one day ("Monday, 23.11.2026"). A Saturday or Sunday has one only
 * while it holds an entry.
 */
export function daySection(page: Page, isoDate = isoDay()) {
  const shown = isoDate.split('-').reverse().join('\\.');
  return page.getByRole('region', { name: new RegExp(`, ${shown}$`) });
}

/** Waits for the week list's days: every week shows its Monday, whatever day today is. */
export async function expectWeekShown(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: /^Monday, / })).toBeVisible();
}

/**
 * A project the developer may log on today without an MJN (and that `accepts`, when given), with
 * an activity of theirs on it.
 */
export async function loggableToday(
  token: string,
  accepts: (projectId: number) => Promise<boolean> = async () => true,
): Promise<{ projectId: number; activityId: number }> {
  const projects = (await apiGet<{ data: LoggableProject[] }>(token, 'ts-projects')).data.filter(
    (p) => !p.is_vacation && p.type_id !== 2 && (p.min_te_date === null || p.min_te_date <= isoDay()),
  );
  for (const project of projects) {
    if (!(await accepts(project.id))) continue;
    const [activity] = (await apiGet<{ data: { id: number }[] }>(token, `activity-types-by-project-user/${project.id}`)).data;
    if (activity) return { projectId: project.id, activityId: activity.id };
  }
  throw new Error('no project to log time on');
}

/** A developer's new pending entry of `hours` for today on that project, with these details. */
export async function logToday(
  token: string,
  { projectId, activityId }: { projectId: number; activityId: number },
  details: string,
  hours = 1.5,
): Promise<{ id: number; project_id: number }> {
  const { data } = await apiPost<{ data: { id: number; project_id: number } }>(token, 'ts', {
    project_id: projectId,
    activity_type_id: activityId,
    hours,
    extra_request: 0,
    overtime: 0,
    qa_issue: 0,
    manual_date: isoDay(),
    details,
    mjn: null,
  });
  return data;
}

/**
 * A developer's new pending entry for today on a project they may log on (and that `accepts`,
 * when given), with unique details.
 */
export async function createEntry(
  token: string,
  details: string,
  accepts?: (projectId: number) => Promise<boolean>,
): Promise<{ id: number; project_id: number }> {
  return logToday(token, await loggableToday(token, accepts), details);
}

export type WeekEntry = { id: number; project_id: number; activity_type_id: number; hours: number; manual_date: string };
/** `GET ts-by-week/{weekNo}`: each day's total and entries. */
export type WeekAnswer = { entries: Record<string, { total_hours: number; timesheet_entries: WeekEntry[] }> };
export type GridProject = {
  id: number;
  title: string;
  type_id: number;
  min_te_date: string | null;
  start_date: string;
  is_vacation: boolean;
  mjn: string | null;
};

export const entriesOf = (week: WeekAnswer) => Object.values(week.entries).flatMap((day) => day.timesheet_entries);

/** DD.MM.YYYY, as the portal shows a YYYY-MM-DD day. */
export const displayDay = (iso: string) => iso.split('-').reverse().join('.');

export const weekdayName = (iso: string) => new Date(`${iso}T12:00:00`).toLocaleDateString('en-GB', { weekday: 'long' });

/** The API's week number of today: counted from ISO week 1 of this ISO week-year (api/src/timesheet/week.ts). */
export function currentWeekNo(): number {
  const day = new Date(`${isoDay()}T12:00:00Z`);
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - ((firstThursday.getUTCDay() + 6) % 7));
  return 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
}

/**
 * A week-grid row the developer has no hours on (`taken`: "projectId/activityId" pairs): a
 * project loggable from `from` without an MJN of the user's own, and one of its activities; with
 * the row's name as the grid says it (a new row carries the project's own MJN, issue 32).
 */
export async function unusedGridRow(token: string, taken: ReadonlySet<string>, from: string) {
  const { data: projects } = await apiGet<{ data: GridProject[] }>(token, 'ts-projects');
  const loggable = projects.filter(
    (p) => !p.is_vacation && p.type_id !== 2 && p.start_date <= from && (!p.min_te_date || p.min_te_date <= from),
  );
  for (const project of loggable) {
    const { data: activities } = await apiGet<{ data: { id: number; name: string }[] }>(
      token,
      `activity-types-by-project-user/${project.id}`,
    );
    const activity = activities.find((a) => !taken.has(`${project.id}/${a.id}`));
    if (activity) return { project, activity, rowName: `${project.title}, ${activity.name}${project.mjn ? `, MJN ${project.mjn}` : ''}` };
  }
  throw new Error('no project and activity without hours');
}
