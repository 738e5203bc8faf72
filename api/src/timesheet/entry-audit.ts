/**
 * The audit trail of timesheet entries (issue 29): approval decisions and removals. An entry's
 * row names its hours, day, developer and activity, so the history reads "approved 8.00 h of
 * Mark Stone on 12.11.2026" after the entry itself is gone.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { ApprovalDecision, TimesheetEntry } from '@portal/shared/contract';
import { recordChange } from '../audit/record-change';
import type { Db } from '../db/client';
import { activityTypes, timesheetEntries, users } from '../db/schema';

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
  // hours is numeric(6, 2): its text has the two decimals the history shows.
  const entries: EntryFacts[] = await tx
    .select({
      id: timesheetEntries.id,
      project_id: timesheetEntries.projectId,
      manual_date: timesheetEntries.manualDate,
      hours: sql<string>`${timesheetEntries.hours}::text`,
      user_name: users.name,
      activity_name: activityTypes.name,
    })
    .from(timesheetEntries)
    .innerJoin(users, eq(users.id, timesheetEntries.userId))
    .leftJoin(activityTypes, eq(activityTypes.id, timesheetEntries.activityTypeId))
    .where(inArray(timesheetEntries.id, ids));
  const action = decision === 1 ? 'approved' : 'rejected';
  await recordChange(
    tx,
    entries.map((entry) => ({
      projectId: entry.project_id,
      userId,
      recordType: 'timesheet-entry',
      recordId: entry.id,
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
