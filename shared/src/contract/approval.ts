/**
 * The approval calls (document 3, /approval): the entries waiting for the caller's decision,
 * one decision, and one decision on many entries.
 * Types only: the API imports this module too.
 */
import type { IsoDate } from './common';
import type { TimesheetEntry } from './timesheet';

/** decision: 1 approves, 2 rejects (a rejection needs feedback). */
export type ApprovalDecision = 1 | 2;

/** GET ts-for-approval: every filter optional; start and end as YYYY-MM-DD. */
export type ApprovalQuery = {
  page?: number;
  project_id?: number;
  user_id?: number;
  start_date?: IsoDate;
  end_date?: IsoDate;
};
export type ApprovalListResponse = { data: TimesheetEntry[]; last_page: number; total: number };

/** POST ts-for-approval. */
export type ApprovalPayload = { teId: number; decision: ApprovalDecision; feedbackApprove: string | null };
/** POST mass-ts-for-approval: one transaction, all or nothing. */
export type MassApprovalPayload = { teIds: number[]; decision: ApprovalDecision; feedbackApprove: string | null };
export type ApprovalResponse = { message: string };

/** Entries on one page of the approval list. */
export const APPROVAL_PAGE_SIZE = 20;
