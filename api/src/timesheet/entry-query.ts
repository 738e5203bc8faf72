/**
 * Timesheet entries as every timesheet call answers them: one query-builder select with the
 * project, client, brand, business units, job numbers, developer and activity, and whether the
 * caller may still change the entry and whether the period lock closes it. The tables go by
 * the short names (te, p, u) that the SQL conditions of the callers and of
 * projects/visibility.ts use. Callers add the condition, the order and any extra column.
 */
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { canLogTime } from '@portal/shared/access';
import { INACTIVE_PROJECT_STATUSES, type TimesheetEntry } from '@portal/shared/contract';
import { TimesheetEntrySchema } from '@portal/shared/schemas';
import { Type } from 'typebox';
import type { Db } from '../db/client';
import { activityTypes, brands, clients, projects, timesheetEntries, users } from '../db/schema';
import type { AuthUser } from '../users/auth-user';

/** The tables under the names the conditions use. */
export const te = alias(timesheetEntries, 'te');
export const p = alias(projects, 'p');
const u = alias(users, 'u');

const INACTIVE = sql.raw(INACTIVE_PROJECT_STATUSES.join(', '));

/** The entry's project is closed or cancelled (on `p`). */
export const projectInactive = sql`p.status_id in (${INACTIVE})`;

/**
 * The entry is dated in the locked period (src/timesheet/period-lock.ts). The lock is an
 * uncorrelated subquery, read once per statement, not once per entry.
 */
const entryLocked = sql`coalesce(te.manual_date <= (select locked_until from timesheet_settings where id = 1), false)`;

/** What the caller may change: their own entries (canLogTime), on an active project, not yet approved, not locked. */
function editableCondition(user: AuthUser, inactive: SQL): SQL {
  if (!canLogTime(user.access)) return sql`false`;
  return sql`(te.user_id = ${user.id} and not ${inactive} and te.approval_state <> 1 and not ${entryLocked})`;
}

/**
 * A name looked up by primary key. A correlated lookup is planned on its own, where a join adds
 * to the join order the planner searches: one entry reads a fifth faster on PGlite, which plans
 * every statement afresh, and a page of 100 no slower.
 */
const nameById = (table: typeof clients | typeof brands | typeof activityTypes, id: AnyColumn) =>
  sql<string>`(select l.name from ${table} l where l.id = ${id})`;

/**
 * The names of a brand's business units or a project's job numbers, joined by ", ". Each name is
 * a lookup by primary key: written as a join, the planner hashes the whole names table again for
 * every entry of the page (a 100-entry page of the project panel took a third longer).
 */
const namesOf = (links: SQL, nameOf: SQL) => sql<string>`coalesce((select string_agg(name, ', ' order by name)
  from (select (${nameOf}) as name from ${links}) names), '')`;

/** An entry's columns that come from its project (on `p`): a list of one project's entries reads them once, with the project. */
export const entryProjectColumns = {
  project_title: p.title,
  project_status: p.statusId,
  project_inactive: sql<boolean>`${projectInactive}`,
  business_units: namesOf(
    sql`brand_business_units bbu where bbu.brand_id = p.brand_id`,
    sql`select bu.name from business_units bu where bu.id = bbu.business_unit_id`,
  ),
  clients_name: nameById(clients, p.clientId),
  brands_name: nameById(brands, p.brandId),
  job_number: namesOf(
    sql`project_job_numbers pj where pj.project_id = p.id`,
    sql`select j.name from job_numbers j where j.id = pj.job_number_id`,
  ),
};

/** An entry's own columns (on `te` and `u`); `inactive` says whether its project is closed or cancelled. */
const entryOwnColumns = (user: AuthUser, inactive: SQL) => ({
  id: te.id,
  project_id: te.projectId,
  manual_date: te.manualDate,
  user_id: te.userId,
  user_name: u.name,
  activity_type_id: te.activityTypeId,
  activity_name: nameById(activityTypes, te.activityTypeId),
  hours: te.hours,
  unit_cost: te.unitCost,
  extra_request: te.extraRequest,
  overtime: te.overtime,
  qa_issue: te.qaIssue,
  details: te.details,
  mjn: te.mjn,
  approval_state: te.approvalState,
  approve_feedback: te.approveFeedback,
  editable: sql<boolean>`${editableCondition(user, inactive)}`,
  locked: sql<boolean>`${entryLocked}`,
});

/** The entries (add `.where(...)` on te, p, u and `.orderBy(...)`), with `extra` columns (window sums, the team leads). */
export function selectEntries<Extra extends SelectedFields>(db: Db, user: AuthUser, extra: Extra) {
  return db
    .select({ ...entryProjectColumns, ...entryOwnColumns(user, projectInactive), ...extra })
    .from(te)
    .innerJoin(p, eq(p.id, te.projectId))
    .innerJoin(u, eq(u.id, te.userId));
}

/** An entry's row as selectEntries reads it. */
export type EntryRow = Awaited<ReturnType<typeof selectEntries<Record<never, never>>>>[number];

/** An entry's project's fields, as entryProjectColumns reads them. */
export type EntryProject = Pick<EntryRow, keyof typeof entryProjectColumns>;

/** An entry's own fields: a row of selectEntries, or an entry of entriesAsJson (numbers where the row has numeric text). */
type EntryOwnFields = Omit<EntryRow, keyof typeof entryProjectColumns | 'hours' | 'unit_cost'> & {
  hours: string | number;
  unit_cost: string | number;
};

/**
 * The answer's entry from its own fields and its project's (the same row for selectEntries'
 * rows); extra columns (window sums, the team leads) are left out. One object literal, so every
 * entry has one shape, which the answer's serializer reads fast.
 */
export function toEntry(row: EntryOwnFields, project: EntryProject): TimesheetEntry {
  const state = row.approval_state;
  if (state !== 0 && state !== 1 && state !== 2) throw new Error(`Unknown approval state ${state}`);
  return {
    id: row.id,
    project_id: row.project_id,
    project_title: project.project_title,
    project_status: project.project_status,
    project_inactive: project.project_inactive,
    business_units: project.business_units,
    clients_name: project.clients_name,
    brands_name: project.brands_name,
    job_number: project.job_number,
    manual_date: row.manual_date,
    user_id: row.user_id,
    user_name: row.user_name,
    activity_type_id: row.activity_type_id,
    activity_name: row.activity_name,
    hours: Number(row.hours),
    unit_cost: Number(row.unit_cost),
    extra_request: row.extra_request,
    overtime: row.overtime,
    qa_issue: row.qa_issue,
    details: row.details,
    mjn: row.mjn,
    approval_state: state,
    is_approved: state === 1,
    approve_feedback: row.approve_feedback,
    editable: row.editable,
    locked: row.locked,
  };
}

/** An entry as `entriesAsJson` reads it: its own fields, without its project's (entryProjectColumns) or is_approved. */
export const EntryJsonSchema = Type.Omit(TimesheetEntrySchema, [
  ...(Object.keys(entryProjectColumns) as (keyof typeof entryProjectColumns)[]),
  'is_approved',
]);

/**
 * The entries of one project matching `where` (on te), ordered by `order`, as one JSON array
 * (a scalar subquery). PGlite decodes a result's fields one by one in JavaScript and Drizzle
 * maps them again; a page of 100 entries as one JSON value reads in about 60 % of the time.
 * The activity's name is joined here: in this statement the lookup per entry (nameById) was the
 * slower, each of its scans of activity_types asking the file system for the table's size.
 */
export function entriesAsJson(user: AuthUser, projectIsInactive: boolean, where: SQL, order: SQL): SQL {
  const columns = { ...entryOwnColumns(user, sql`${projectIsInactive}`), activity_name: sql`a.name` };
  const fields = Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`);
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${order}), '[]')
    from timesheet_entries te inner join users u on u.id = te.user_id inner join activity_types a on a.id = te.activity_type_id
    where ${where})`;
}
