/**
 * The audit trail of timesheet entries (issue 29): approval decisions and removals. An entry's
 * row names its hours, day, developer and activity, so the history reads "approved 8.00 h of
 * Mark Stone on 12.11.2026" after the entry itself is gone.
 */
import { sql } from 'drizzle-orm';
import type { ApprovalDecision, TimesheetEntry } from '@portal/shared/contract';
import { recordChange } from '../audit/record-change';
import { queryRows, type Db } from '../db/client';

type EntryFacts = { id: number; project_id: number; manual_date: string; hours: string; user_name: string; activity_name: string | null };

const STATE_NAMES = { 0: 'pending', 1: 'approved', 2: 'rejected' } as const;

const entryDetails = (entry: EntryFacts) => ({
  hours: entry.hours,
  manual_date: entry.manual_date,
  developer: entry.user_name,
  activity: entry.activity_name,
});

/** One row per decided entry (one INSERT for a mass decision), inside the decision's transaction. */
export async function recordEntryDecisions(
  tx: Db,
  userId: number,
  ids: number[],
  decision: ApprovalDecision,
  feedback: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  const entries = await queryRows<EntryFacts>(
    tx,
    sql`select te.id, te.project_id, to_char(te.manual_date, 'YYYY-MM-DD') as manual_date, te.hours::numeric(8, 2)::text as hours,
          u.name as user_name, a.name as activity_name
        from timesheet_entries te join users u on u.id = te.user_id left join activity_types a on a.id = te.activity_type_id
        where te.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const action = decision === 1 ? 'approved' : 'rejected';
  await recordChange(
    tx,
    entries.map((entry) => ({
      projectId: Number(entry.project_id),
      userId,
      recordType: 'timesheet-entry',
      recordId: Number(entry.id),
      recordLabel: `#${entry.id}`,
      action,
      changes: { approval_state: { from: STATE_NAMES[0], to: STATE_NAMES[decision] } },
      details: { ...entryDetails(entry), ...(feedback ? { feedback } : {}) },
    })),
  );
}

/** The removal of an entry, from the entry as it was read before. */
export async function recordEntryDeleted(tx: Db, userId: number, entry: TimesheetEntry): Promise<void> {
  const hours = entry.hours.toFixed(2);
  await recordChange(tx, {
    projectId: entry.project_id,
    userId,
    recordType: 'timesheet-entry',
    recordId: entry.id,
    recordLabel: `#${entry.id}`,
    action: 'deleted',
    changes: { hours: { from: hours, to: null } },
    details: entryDetails({ ...entry, hours }),
  });
}
