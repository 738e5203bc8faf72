/**
 * The project's history (issue 29, beyond documents 1-3): GET project-history/{projectId}?page,
 * the audit trail of its estimates, orders, invoices, expenses and timesheet decisions, newest
 * first, with what the portal needs to write each change as a sentence.
 * Types only: the API imports this module too.
 */
import type { IsoDateTime } from './common';

export type AuditAction =
  'created' | 'changed' | 'deleted' | 'moved' | 'issued' | 'reversed' | 'reset' | 'approved' | 'rejected' | 'file-removed' | 'locked';

export type AuditRecordType = 'purchase-order' | 'invoice' | 'cost-estimate' | 'external-expense' | 'timesheet-entry' | 'period-lock';

/** A value as the API answers it: decimal text for money and hours, YYYY-MM-DD for days, a name for a reference. */
export type AuditValue = string | number | boolean | null | string[];

export type ProjectHistoryEntry = {
  id: number;
  created_at: IsoDateTime;
  user_id: number | null;
  /** Who made the change; null when that user no longer exists. */
  user_name: string | null;
  action: AuditAction;
  record_type: AuditRecordType;
  record_id: number;
  /** What the record was called: "PO-4047", "IDGB 0042", "#12" (an estimate or an entry). */
  record_label: string;
  /**
   * The changed fields, keyed as the record's API fields (value, po_number, invoice_date,
   * client_unit_name, lines, document_name, approval_state, ...), each before and after.
   */
  changes: Record<string, { from: AuditValue; to: AuditValue }>;
  /**
   * What else the sentence names: an entry's hours, manual_date, developer, activity and a
   * rejection's feedback; an invoice's po_number, value and storno_number; an expense's currency.
   */
  details: Record<string, AuditValue>;
};

export type ProjectHistoryResponse = { data: ProjectHistoryEntry[]; last_page: number; total: number };

/** Changes on one page of the history. */
export const PROJECT_HISTORY_PAGE_SIZE = 20;
