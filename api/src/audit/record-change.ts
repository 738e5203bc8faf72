/**
 * Writing the audit trail (issue 29). Every route that changes a money or time record calls
 * `recordChange` inside the transaction of its change, with the transaction's handle: the row
 * is stored with the change or not at all. `changedFields` is the "before -> after" of the
 * fields a sentence names, compared on the values the API answers (names, decimal text).
 */
import type { Db } from '../db/client';
import { auditLog, type AUDIT_ACTIONS, type AuditChanges, type AuditValue } from '../db/schema';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditRecord = {
  /** The record's project; null only for what belongs to no project (the period lock). */
  projectId: number | null;
  /** Who made the change. */
  userId: number;
  recordType: string;
  recordId: number;
  /** What the record is called in a sentence: "PO-4047", "IDGB 0042", "#12". */
  recordLabel: string;
  action: AuditAction;
  changes?: AuditChanges;
  details?: Record<string, AuditValue>;
};

const LABEL_MAX = 255;

/** Stores one or more audit rows in the caller's transaction (one INSERT). */
export async function recordChange(tx: Db, records: AuditRecord | AuditRecord[]): Promise<void> {
  const list = Array.isArray(records) ? records : [records];
  if (list.length === 0) return;
  await tx.insert(auditLog).values(
    list.map((record) => ({
      projectId: record.projectId,
      userId: record.userId,
      recordType: record.recordType,
      recordId: record.recordId,
      recordLabel: record.recordLabel.slice(0, LABEL_MAX),
      action: record.action,
      changes: record.changes ?? {},
      details: record.details ?? {},
    })),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** An API value as the trail keeps it: scalars and lists of text as they are, anything else as text. */
function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return JSON.stringify(value);
}

/**
 * The fields (of `fields`, or every key of either side) whose value differs, with before and
 * after. A missing side (creation, removal) reads as null.
 */
export function changedFields<T extends object>(
  before: T | null | undefined,
  after: T | null | undefined,
  fields?: readonly (keyof T & string)[],
): AuditChanges {
  const keys = fields ?? ([...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])] as (keyof T & string)[]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    const from = before ? (before as Record<string, unknown>)[key] : null;
    const to = after ? (after as Record<string, unknown>)[key] : null;
    if (!same(from, to)) changes[key] = { from: auditValue(from), to: auditValue(to) };
  }
  return changes;
}
