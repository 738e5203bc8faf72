/**
 * Timesheet entries as every timesheet call answers them: one SQL select with the project,
 * client, brand, business units, job numbers, developer and activity, and whether the caller
 * may still change the entry and whether the period lock closes it. Callers add the condition and the order.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isDeveloper } from '@portal/shared/access';
import { INACTIVE_PROJECT_STATUSES, type ApprovalState, type TimesheetEntry } from '@portal/shared/contract';
import type { AuthUser } from '../users/auth-user';

const INACTIVE = sql.raw(INACTIVE_PROJECT_STATUSES.join(', '));

/** The entry's project is closed or cancelled (on `p`). */
export const projectInactive = sql`p.status_id in (${INACTIVE})`;

/** The entry is dated in the locked period (src/timesheet/period-lock.ts). */
export const entryLocked = sql`exists (select 1 from timesheet_settings ts_lock where ts_lock.id = 1 and te.manual_date <= ts_lock.locked_until)`;

/** What the caller may change: their own entries (role 1), on an active project, not yet approved, not locked. */
export function editableCondition(user: AuthUser): SQL {
  if (!isDeveloper(user.access)) return sql`false`;
  return sql`(te.user_id = ${user.id} and not ${projectInactive} and te.approval_state <> 1 and not ${entryLocked})`;
}

/**
 * The entries matching `where` (on te, p, u), with `extra` columns appended (window sums).
 * The business units and job numbers are correlated subqueries: one index lookup per row.
 */
export function entriesQuery(user: AuthUser, where: SQL, orderBy: SQL, extra: SQL = sql``): SQL {
  return sql`
    select te.id, te.project_id, p.title as project_title, p.status_id as project_status, ${projectInactive} as project_inactive,
      coalesce((select string_agg(bu.name, ', ' order by bu.name) from brand_business_units bbu
                join business_units bu on bu.id = bbu.business_unit_id where bbu.brand_id = p.brand_id), '') as business_units,
      c.name as clients_name, b.name as brands_name,
      coalesce((select string_agg(j.name, ', ' order by j.name) from project_job_numbers pj
                join job_numbers j on j.id = pj.job_number_id where pj.project_id = p.id), '') as job_number,
      te.manual_date::text as manual_date, te.user_id, u.name as user_name, te.activity_type_id, a.name as activity_name,
      te.hours, te.unit_cost, te.extra_request, te.overtime, te.qa_issue, te.details, te.mjn,
      te.approval_state, te.approve_feedback, ${editableCondition(user)} as editable, ${entryLocked} as locked
      ${extra}
    from timesheet_entries te
    join projects p on p.id = te.project_id
    join users u on u.id = te.user_id
    join activity_types a on a.id = te.activity_type_id
    join clients c on c.id = p.client_id
    join brands b on b.id = p.brand_id
    where ${where}
    order by ${orderBy}`;
}

export function toEntry(row: Record<string, unknown>): TimesheetEntry {
  const approvalState = Number(row.approval_state) as ApprovalState;
  return {
    id: Number(row.id),
    project_id: Number(row.project_id),
    project_title: String(row.project_title),
    project_status: Number(row.project_status),
    project_inactive: Boolean(row.project_inactive),
    business_units: String(row.business_units),
    clients_name: String(row.clients_name),
    brands_name: String(row.brands_name),
    job_number: String(row.job_number),
    manual_date: String(row.manual_date),
    user_id: Number(row.user_id),
    user_name: String(row.user_name),
    activity_type_id: Number(row.activity_type_id),
    activity_name: String(row.activity_name),
    hours: Number(row.hours),
    unit_cost: Number(row.unit_cost),
    extra_request: Boolean(row.extra_request),
    overtime: Boolean(row.overtime),
    qa_issue: Boolean(row.qa_issue),
    details: (row.details as string | null) ?? null,
    mjn: (row.mjn as string | null) ?? null,
    approval_state: approvalState,
    is_approved: approvalState === 1,
    approve_feedback: (row.approve_feedback as string | null) ?? null,
    editable: Boolean(row.editable),
    locked: Boolean(row.locked),
  };
}
