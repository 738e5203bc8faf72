/**
 * The approval calls (document 3, /approval): the entries waiting for the caller's decision,
 * one decision, and one decision on many entries.
 * Types (from the API's schemas, ../schemas/approval.ts) and constants only: the API imports this module too.
 */
import type { Static } from 'typebox';
import type {
  ApprovalDecisionSchema,
  ApprovalListResponseSchema,
  ApprovalPayloadSchema,
  ApprovalQuerySchema,
  ApprovalResponseSchema,
  MassApprovalPayloadSchema,
} from '../schemas/approval';

/** decision: 1 approves, 2 rejects (a rejection needs feedback). */
export type ApprovalDecision = Static<typeof ApprovalDecisionSchema>;

/** GET ts-for-approval: every filter optional; start and end as YYYY-MM-DD. */
export type ApprovalQuery = Static<typeof ApprovalQuerySchema>;
export type ApprovalListResponse = Static<typeof ApprovalListResponseSchema>;

/** POST ts-for-approval. */
export type ApprovalPayload = Static<typeof ApprovalPayloadSchema>;
/** POST mass-ts-for-approval: one transaction, all or nothing. */
export type MassApprovalPayload = Static<typeof MassApprovalPayloadSchema>;
export type ApprovalResponse = Static<typeof ApprovalResponseSchema>;

/** Entries on one page of the approval list. */
export const APPROVAL_PAGE_SIZE = 20;
