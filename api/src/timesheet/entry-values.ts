/**
 * What a create or an edit of an entry stores from its checked values, shared by the entry
 * routes and the timer's stop (src/timesheet/timer.ts), so both write an entry alike.
 */
import { and, eq, sql } from 'drizzle-orm';
import { timesheetEntries } from '../db/schema';
import type { EntryValues } from './entry-rules';

/** activity_types.rate is free text (document 3): a rate that is not a number costs 0. */
const unitCostOf = (activityTypeId: number) =>
  sql`(select case when a.rate ~ '^\\s*\\d+(\\.\\d+)?\\s*$' then trim(a.rate)::numeric else 0 end from activity_types a where a.id = ${activityTypeId})`;

/** The columns a create and an edit both store from the checked values (the day is kept on edit). */
export const storedValues = (v: EntryValues) => ({
  projectId: v.project_id,
  activityTypeId: v.activity_type_id,
  hours: String(v.hours),
  unitCost: unitCostOf(v.activity_type_id),
  extraRequest: v.extra_request,
  overtime: v.overtime,
  qaIssue: v.qa_issue,
  details: v.details,
  mjn: v.mjn,
});

/** An entry in the approval state the caller checked (the condition of every edit and delete). */
export const inState = (id: number, approvalState: number) =>
  and(eq(timesheetEntries.id, id), eq(timesheetEntries.approvalState, approvalState));

/**
 * An entry's own stored columns, as a create or an edit returns them for its answer (savedEntry):
 * on the table itself, as RETURNING names them (entry-query.ts reads them on the alias `te`).
 */
export const savedEntryColumns = {
  id: timesheetEntries.id,
  project_id: timesheetEntries.projectId,
  manual_date: timesheetEntries.manualDate,
  user_id: timesheetEntries.userId,
  activity_type_id: timesheetEntries.activityTypeId,
  hours: timesheetEntries.hours,
  unit_cost: timesheetEntries.unitCost,
  extra_request: timesheetEntries.extraRequest,
  overtime: timesheetEntries.overtime,
  qa_issue: timesheetEntries.qaIssue,
  details: timesheetEntries.details,
  mjn: timesheetEntries.mjn,
  approval_state: timesheetEntries.approvalState,
  approve_feedback: timesheetEntries.approveFeedback,
};
