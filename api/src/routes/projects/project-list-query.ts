/**
 * What GET projects and GET reports-projects share: the list filters turned into one SQL
 * condition on `projects p`, the sort, and the row shape (ProjectRow) with its joins.
 * The meaning of every filter is written down in shared/src/contract/projects.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { isDeveloper } from '@portal/shared/access';
import { PM_FILTER_ALL, type ProjectRow, type ProjectSortColumn } from '@portal/shared/contract';
import { INT32_MAX, ProjectFiltersSchema, ProjectRowSchema } from '@portal/shared/schemas';
import { selectRows, type Db } from '../../db/client';
import { containsPattern } from '../../http/paging';
import { visibleProjectsCondition } from '../../projects/visibility';
import type { AuthUser } from '../../users/auth-user';
import { checkFormFields } from '../../http/streamed-form';

/** The filters as the API takes them (empty text, a repeated `jn`). */
type ProjectFilters = Static<typeof ProjectFiltersSchema>;

const SORT_COLUMNS: Record<ProjectSortColumn, SQL> = {
  id: sql`p.id`,
  title: sql`lower(p.title)`,
  client_name: sql`lower(c.name)`,
  brand_name: sql`lower(b.name)`,
  start_date: sql`p.start_date`,
  deadline: sql`p.deadline`,
  estimated_cost: sql`p.estimated_cost`,
  actual_cost: sql`p.actual_cost`,
  profit: sql`(p.estimated_cost - p.actual_cost)`,
};

/** Parsed filters: 0 and empty text as absent, job numbers split into ids and name fragments. */
export type ListFilters = {
  status?: number;
  role?: 'developer' | 'teamlead';
  clientId?: number;
  brandId?: number;
  clientPM?: number;
  type?: number;
  pm?: number;
  categoryId?: number;
  title?: string;
  costEstimation?: string;
  description?: string;
  jn: { ids: number[]; names: string[] };
  sort?: ProjectSortColumn;
  order: 'asc' | 'desc';
};

const text = <T extends string>(value: T | undefined): T | undefined => {
  const trimmed = value?.trim();
  return trimmed ? (trimmed as T) : undefined;
};
const id = (value: number | '' | undefined): number | undefined => (value === '' || !value ? undefined : value);

const JOB_NUMBER_ID = /^\d{1,10}$/;

/** Job numbers may come as `jn=1,2` or as repeated `jn` parameters. */
function parseJobNumbers(value: ProjectFilters['jn']): ListFilters['jn'] {
  const parts = (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const ids: number[] = [];
  const names: string[] = [];
  for (const part of parts) {
    // An id no job number can have (above int32) is searched as a name fragment.
    if (JOB_NUMBER_ID.test(part) && Number(part) <= INT32_MAX) ids.push(Number(part));
    else names.push(part);
  }
  return { ids, names };
}

/** The filters of a query its route's schema checked (ProjectFiltersSchema's fields). */
export function filtersOf(query: ProjectFilters): ListFilters {
  return {
    status: id(query.status),
    role: text(query.role) as ListFilters['role'],
    clientId: id(query.clientId),
    brandId: id(query.brandId),
    clientPM: id(query.clientPM),
    type: id(query.type),
    pm: id(query.pm),
    categoryId: id(query.categoryId),
    title: text(query.title),
    costEstimation: text(query.costEstimation),
    description: text(query.description),
    jn: parseJobNumbers(query.jn),
    sort: text(query.sort) as ProjectSortColumn | undefined,
    order: query.order === 'asc' ? 'asc' : 'desc',
  };
}

/**
 * The filters of a query no schema checked yet (the reports that share them): checked against
 * ProjectFiltersSchema (422 on a malformed number or choice), then parsed.
 */
export function parseFilters(query: unknown): ListFilters {
  const fields = query !== null && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  const known = Object.fromEntries(Object.keys(ProjectFiltersSchema.properties).map((name) => [name, fields[name]]));
  return filtersOf(checkFormFields(ProjectFiltersSchema, Object.fromEntries(Object.entries(known).filter(([, v]) => v !== undefined))));
}

/** Every condition on `projects p`: visibility first, then each filter given. */
export function filterCondition(user: AuthUser, f: ListFilters): SQL {
  const parts: SQL[] = [visibleProjectsCondition(user)];
  if (f.status) parts.push(sql`p.status_id = ${f.status}`);
  // The role filter is for developers who lead projects; others ignore it.
  if (f.role && isDeveloper(user.access)) {
    parts.push(
      f.role === 'teamlead'
        ? sql`p.teamlead_ids @> jsonb_build_array(${user.id}::int)`
        : sql`exists (select 1 from project_users pu where pu.project_id = p.id and pu.user_id = ${user.id})`,
    );
  }
  if (f.clientId) parts.push(sql`p.client_id = ${f.clientId}`);
  if (f.brandId) parts.push(sql`p.brand_id = ${f.brandId}`);
  if (f.clientPM) parts.push(sql`p.hogarth_pm_id = ${f.clientPM}`);
  if (f.type) parts.push(sql`p.type_id = ${f.type}`);
  if (f.pm && f.pm !== PM_FILTER_ALL) parts.push(sql`p.owner_id = ${f.pm}`);
  if (f.categoryId) parts.push(sql`p.category_id = ${f.categoryId}`);
  if (f.title) parts.push(sql`p.title ilike ${containsPattern(f.title)}`);
  if (f.description) parts.push(sql`p.description ilike ${containsPattern(f.description)}`);
  if (f.costEstimation) {
    parts.push(sql`to_char(p.estimated_cost, 'FM999999999990.00') like ${containsPattern(f.costEstimation)}`);
  }
  if (f.jn.ids.length > 0 || f.jn.names.length > 0) {
    const matches: SQL[] = [];
    if (f.jn.ids.length > 0)
      matches.push(
        sql`j.id in (${sql.join(
          f.jn.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    for (const name of f.jn.names) matches.push(sql`j.name ilike ${containsPattern(name)}`);
    parts.push(sql`exists (
      select 1 from project_job_numbers pj join job_numbers j on j.id = pj.job_number_id
      where pj.project_id = p.id and (${sql.join(matches, sql` or `)}))`);
  }
  return sql.join(parts, sql` and `);
}

export function orderBy(f: ListFilters): SQL {
  if (!f.sort) return sql`p.start_date desc, p.id desc`;
  const direction = f.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${SORT_COLUMNS[f.sort]} ${direction}, p.id ${direction}`;
}

/**
 * The select of ProjectRow's columns for the caller, over `projects p` and the joins that
 * `orderBy` may use (c, b); `extra` adds columns (the project call).
 */
export function projectRowsQuery(
  user: AuthUser,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
  extra: SQL = sql``,
): SQL {
  return sql`
    select p.id, p.title, p.parent_id, p.status_id, s.name as status_name,
           exists (select 1 from projects ch where ch.parent_id = p.id) as has_children,
           coalesce((select json_agg(json_build_object('id', j.id, 'name', j.name) order by j.name, j.id)
                     from project_job_numbers pj join job_numbers j on j.id = pj.job_number_id
                     where pj.project_id = p.id), '[]'::json) as job_numbers,
           coalesce((select json_agg(json_build_object('id', bu.id, 'name', bu.name) order by bu.name, bu.id)
                     from brand_business_units bbu join business_units bu on bu.id = bbu.business_unit_id
                     where bbu.brand_id = p.brand_id and bu.show_on_project), '[]'::json) as business_units,
           p.client_id, c.name as client_name, p.brand_id, b.name as brand_name,
           p.hogarth_pm_id, hg.name as hg_pm_name, p.owner_id, o.name as idg_pm_name,
           p.type_id, t.name as type, p.category_id, cat.title as category_title,
           p.start_date::text as start_date, p.deadline::text as deadline,
           p.estimated_cost::float8 as estimated_cost, p.actual_cost::float8 as actual_cost,
           (p.estimated_cost - p.actual_cost)::float8 as profit,
           p.teamlead_ids @> jsonb_build_array(${user.id}::int) as teamlead_view
           ${extra}
    from projects p
    join project_statuses s on s.id = p.status_id
    join clients c on c.id = p.client_id
    join brands b on b.id = p.brand_id
    left join users hg on hg.id = p.hogarth_pm_id
    join users o on o.id = p.owner_id
    join project_types t on t.id = p.type_id
    join project_categories cat on cat.id = p.category_id
    where ${where}
    order by ${order}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

/** The projects list's rows, checked against ProjectRowSchema (the SQL answers them as they go out). */
export function selectProjectRows(
  db: Db,
  user: AuthUser,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
): Promise<ProjectRow[]> {
  return selectRows(db, ProjectRowSchema, projectRowsQuery(user, where, order, page));
}

const CountRow = Type.Object({ count: Type.Integer() });

export async function countProjects(db: Db, where: SQL): Promise<number> {
  const [row] = await selectRows(db, CountRow, sql`select count(*)::int as count from projects p where ${where}`);
  return row.count;
}
