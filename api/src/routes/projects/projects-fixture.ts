/**
 * For the projects area's tests: the seeded projects as plain objects, taken from the seed
 * generator (not from the database), so that expected answers do not share the routes' SQL.
 */
import { generateSeed } from '../../db/seed';

export type SeedProjectRow = {
  id: number;
  title: string;
  description: string;
  client_id: number;
  brand_id: number;
  hogarth_pm_id: number | null;
  owner_id: number;
  type_id: number;
  category_id: number;
  status_id: number;
  start_date: string;
  deadline: string;
  fixed_price: string | null;
  teamlead_ids: number[];
  parent_id: number | null;
  estimated_cost: string;
  actual_cost: string;
  job_number_ids: number[];
  user_ids: number[];
};

export type SeedFixture = {
  projects: SeedProjectRow[];
  jobNumbers: Map<number, string>;
  clients: Map<number, string>;
};

/** `now`: the pinned clock the test app seeds with. */
export function seedFixture(now: Date): SeedFixture {
  const tables = generateSeed({ now });
  const rowsOf = (name: string) => {
    const table = tables.find((x) => x.table === name)!;
    return table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c, row[i]])));
  };
  const links = rowsOf('project_job_numbers');
  const assigned = rowsOf('project_users');
  const projects = rowsOf('projects').map((p) => ({
    ...(p as Omit<SeedProjectRow, 'teamlead_ids' | 'job_number_ids' | 'user_ids'>),
    teamlead_ids: JSON.parse(String(p.teamlead_ids)) as number[],
    job_number_ids: links.filter((l) => l.project_id === p.id).map((l) => Number(l.job_number_id)),
    user_ids: assigned.filter((a) => a.project_id === p.id).map((a) => Number(a.user_id)),
  }));
  return {
    projects,
    jobNumbers: new Map(rowsOf('job_numbers').map((j) => [Number(j.id), String(j.name)])),
    clients: new Map(rowsOf('clients').map((c) => [Number(c.id), String(c.name)])),
  };
}

/** Visibility as document 1 and docs/roles.md describe it, written independently of the SQL. */
export function visibleTo(userId: number, kind: 'pm' | 'limited' | 'other') {
  return (p: SeedProjectRow) =>
    kind === 'pm' ||
    (kind === 'limited'
      ? p.type_id === 2 && p.category_id === 17
      : p.owner_id === userId || p.hogarth_pm_id === userId || p.teamlead_ids.includes(userId) || p.user_ids.includes(userId));
}
