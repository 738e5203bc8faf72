/**
 * The project's history (issue 29, beyond documents 1-3): GET project-history/{projectId}?page,
 * the audit trail of its estimates, orders, invoices, expenses and timesheet decisions, newest
 * first, with what the portal needs to write each change as a sentence.
 * Types only: the API imports this module too.
 */
import type { Static } from 'typebox';
import type {
  AuditActionSchema,
  AuditRecordTypeSchema,
  AuditValueSchema,
  ProjectHistoryEntrySchema,
  ProjectHistoryResponseSchema,
} from '../schemas/project-history';

export type AuditAction = Static<typeof AuditActionSchema>;

export type AuditRecordType = Static<typeof AuditRecordTypeSchema>;

/** A value as the API answers it: decimal text for money and hours, YYYY-MM-DD for days, a name for a reference. */
export type AuditValue = Static<typeof AuditValueSchema>;

export type ProjectHistoryEntry = Static<typeof ProjectHistoryEntrySchema>;

export type ProjectHistoryResponse = Static<typeof ProjectHistoryResponseSchema>;

/** Changes on one page of the history. */
export const PROJECT_HISTORY_PAGE_SIZE = 20;
