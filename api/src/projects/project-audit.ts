/**
 * A project's own changes in the audit trail (issue 32): the home's feed says what changed
 * ("changed the deadline of Website relaunch from 28.03.2027 to 05.04.2027") instead of
 * "updated project #10419", so a save and a status change record their fields, in the same
 * transaction as the change (src/audit/record-change.ts).
 */
import { inArray } from 'drizzle-orm';
import { changedFields, recordChange } from '../audit/record-change';
import type { Db } from '../db/client';
import { projectStatuses } from '../db/schema';

/** The fields of a project a sentence names, as the API answers them. */
export type ProjectFields = {
  title: string;
  start_date: string;
  deadline: string;
  fixed_price: string | null;
  mjn: string | null;
};

const FIELDS = ['title', 'start_date', 'deadline', 'fixed_price', 'mjn'] as const;

export function projectFieldsOf(row: {
  title: string;
  startDate: string;
  deadline: string;
  fixedPrice: string | null;
  mjn: string | null;
}): ProjectFields {
  return {
    title: row.title,
    start_date: row.startDate.slice(0, 10),
    deadline: row.deadline.slice(0, 10),
    // The column answers "1500.00"; the form sends "1500": compared as numbers' text.
    fixed_price: row.fixedPrice === null ? null : Number(row.fixedPrice).toFixed(2),
    mjn: row.mjn,
  };
}

/** Records a new project, or the fields an edit changed (nothing when it changed none of them). */
export async function recordProjectSave(
  tx: Db,
  userId: number,
  projectId: number,
  before: ProjectFields | null,
  after: ProjectFields,
): Promise<void> {
  if (before === null) {
    await recordChange(tx, { projectId, userId, recordType: 'project', recordId: projectId, recordLabel: after.title, action: 'created' });
    return;
  }
  const changes = changedFields(before, after, FIELDS);
  if (Object.keys(changes).length === 0) return;
  await recordChange(tx, {
    projectId,
    userId,
    recordType: 'project',
    recordId: projectId,
    recordLabel: after.title,
    action: 'changed',
    changes,
  });
}

/** Records a status change by the statuses' names ("from WIP to Closed"). */
export async function recordProjectStatus(
  tx: Db,
  userId: number,
  project: { id: number; title: string },
  from: number,
  to: number,
): Promise<void> {
  const names = new Map(
    (
      await tx
        .select()
        .from(projectStatuses)
        .where(inArray(projectStatuses.id, [from, to]))
    ).map((status) => [status.id, status.name]),
  );
  await recordChange(tx, {
    projectId: project.id,
    userId,
    recordType: 'project',
    recordId: project.id,
    recordLabel: project.title,
    action: 'changed',
    changes: { status_name: { from: names.get(from) ?? String(from), to: names.get(to) ?? String(to) } },
  });
}
