/**
 * The audit trail of external expenses and their documents (issue 29): the row that records an
 * expense created, changed, removed, or its document removed, from the expense as the API
 * answers it before and after, read in the change's transaction.
 */
import type { ExternalExpense } from '@portal/shared/contract';
import { changedFields, recordChange, type AuditAction } from '../../audit/record-change';
import type { Db } from '../../db/client';

const AUDITED = [
  'code',
  'init_date',
  'value',
  'currency',
  'category_title',
  'author_name',
  'description',
  'document_name',
] as const satisfies readonly (keyof ExternalExpense)[];

/** "EXP-12", or the category when the expense has no code. */
const labelOf = (expense: ExternalExpense) => expense.code?.trim() || expense.category_title;

/** One row; nothing for an edit that changed nothing. */
export async function recordExpense(
  tx: Db,
  userId: number,
  action: AuditAction,
  before: ExternalExpense | null,
  after: ExternalExpense | null,
): Promise<void> {
  const expense = (after ?? before)!;
  const changes = changedFields(before, after, AUDITED);
  if (action === 'changed' && Object.keys(changes).length === 0) return;
  await recordChange(tx, {
    projectId: expense.project_id,
    userId,
    recordType: 'external-expense',
    recordId: expense.id,
    recordLabel: labelOf(before ?? expense),
    action,
    changes,
    details: { currency: expense.currency },
  });
}
