/**
 * The week grid's rows (issue 32): one per project and activity, and per MJN where the project
 * needs one (a time and material project's hours are billed per MJN), each with its entries per
 * day, the row's total, the days' totals and the week's. Rows the user added or copied from last
 * week stand beside the week's own until they hold hours.
 */
import type { IsoDate, TimesheetEntry, TimesheetProject, WeekResponse } from '@portal/shared';
import { mjnRequired } from '../timesheet-entries/entry-rules';

/** What a row is about: enough to log a new entry on it. */
export type GridRowHead = {
  project_id: number;
  project_title: string;
  activity_type_id: number;
  activity_name: string;
  /** The MJN new entries of the row carry: the row's own where the project needs one, else the project's. */
  mjn: string | null;
};

export type GridRow = GridRowHead & { key: string; days: Record<IsoDate, TimesheetEntry[]>; total: number };

type ProjectRules = Pick<TimesheetProject, 'id' | 'type_id' | 'mjn'>;

/** The row an entry belongs to; the MJN separates rows only on projects that need one. */
export function rowKey(head: Pick<GridRowHead, 'project_id' | 'activity_type_id' | 'mjn'>, project: ProjectRules | undefined): string {
  const mjn = mjnRequired(project) ? (head.mjn ?? '').trim() : '';
  return `${head.project_id}/${head.activity_type_id}/${mjn}`;
}

const sum = (hours: number[]) => Math.round(hours.reduce((total, h) => total + h, 0) * 100) / 100;

export const weekDays = (week: Pick<WeekResponse, 'entries'>): IsoDate[] => Object.keys(week.entries).sort();

export const weekEntries = (week: Pick<WeekResponse, 'entries'>): TimesheetEntry[] =>
  Object.values(week.entries).flatMap((day) => day.timesheet_entries);

export function headOf(entry: TimesheetEntry, project: ProjectRules | undefined): GridRowHead {
  return {
    project_id: entry.project_id,
    project_title: entry.project_title,
    activity_type_id: entry.activity_type_id,
    activity_name: entry.activity_name,
    mjn: mjnRequired(project) ? entry.mjn : (entry.mjn ?? project?.mjn ?? null),
  };
}

/**
 * The week's rows, then the added ones it does not hold yet, ordered by project title and
 * activity. `projects` are the loggable projects (for the MJN rule and the project's MJN).
 */
export function gridRows(
  week: Pick<WeekResponse, 'entries'>,
  projects: readonly ProjectRules[],
  added: readonly GridRowHead[] = [],
): GridRow[] {
  const projectOf = (id: number) => projects.find((project) => project.id === id);
  const days = weekDays(week);
  const rows = new Map<string, GridRow>();
  const rowFor = (head: GridRowHead) => {
    const key = rowKey(head, projectOf(head.project_id));
    let row = rows.get(key);
    if (!row) {
      row = { ...head, key, days: Object.fromEntries(days.map((day) => [day, []])), total: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const entry of weekEntries(week)) rowFor(headOf(entry, projectOf(entry.project_id))).days[entry.manual_date]?.push(entry);
  for (const head of added) rowFor(head);
  for (const row of rows.values()) row.total = sum(Object.values(row.days).flatMap((entries) => entries.map((e) => e.hours)));
  return [...rows.values()].sort(
    (a, b) =>
      a.project_title.localeCompare(b.project_title) || a.activity_name.localeCompare(b.activity_name) || a.key.localeCompare(b.key),
  );
}

/** A cell's hours: the sum of its entries (one entry is the usual case). */
export const cellHours = (entries: readonly TimesheetEntry[]) => sum(entries.map((entry) => entry.hours));

/** The rows of another week (last week's, to copy): project, activity and MJN, never hours. */
export function rowHeads(week: Pick<WeekResponse, 'entries'>, projects: readonly ProjectRules[]): GridRowHead[] {
  return gridRows(week, projects).map(({ project_id, project_title, activity_type_id, activity_name, mjn }) => ({
    project_id,
    project_title,
    activity_type_id,
    activity_name,
    mjn,
  }));
}

/** The week's total over its days' totals (as the API sums them). */
export const weekTotal = (week: Pick<WeekResponse, 'entries'>) => sum(Object.values(week.entries).map((day) => day.total_hours));
