/**
 * Entries for approval (document 3, /approval): GET ts-for-approval lists the pending entries
 * the caller may decide (paged in SQL, filters project_id, user_id, start_date, end_date);
 * POST ts-for-approval decides one entry, POST mass-ts-for-approval many in one transaction
 * (all or nothing). decision 1 approves, 2 rejects and needs feedbackApprove. Who decides
 * what: src/timesheet/approval-authority.ts (403); an entry already decided answers 422, so does
 * one in the locked period (src/timesheet/period-lock.ts; checked after the authority, the
 * transaction undoes the decision).
 * Every decision is published to the full PMs, the developer and the project's team leads
 * (publishEntryChange), so open lists and weeks update.
 */
import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { APPROVAL_PAGE_SIZE, type ApprovalDecision, type ApprovalQuery } from '@portal/shared/contract';
import {
  ApprovalListResponseSchema,
  ApprovalPayloadSchema,
  ApprovalQuerySchema,
  ApprovalResponseSchema,
  MassApprovalPayloadSchema,
} from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { projects, timesheetEntries } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { fieldError, forbidden, notFound, ValidationError } from '../../http/errors';
import { pageOf } from '../../http/paging';
import { errorAnswers } from '../../http/route-schema';
import { decidableCondition, refusalOf, requireApprover } from '../../timesheet/approval-authority';
import { recordEntryDecisions } from '../../timesheet/entry-audit';
import { publishEntryChange } from '../../timesheet/entry-access';
import { selectEntries, te, toEntry } from '../../timesheet/entry-query';
import { refuseLockedEntries } from '../../timesheet/period-lock';
import type { AuthUser } from '../../users/auth-user';
import { END_BEFORE_START_MESSAGE } from '../reports/report-request';

export const FEEDBACK_REQUIRED_MESSAGE = 'Feedback is required when rejecting an entry.';
export const ALREADY_DECIDED_MESSAGE = 'This entry has already been decided.';

const tags = ['Approval'];

const DECISION_MESSAGES: Record<ApprovalDecision, { one: string; many: string }> = {
  1: { one: 'TS Entry was approved.', many: 'TS Entries were approved.' },
  2: { one: 'TS Entry was rejected.', many: 'TS Entries were rejected.' },
};

/** The pending entries (on `te` alone, so the count needs no join) the approver may decide, filtered. */
function listCondition(user: AuthUser, query: ApprovalQuery): SQL | undefined {
  const { project_id: projectId, user_id: userId, start_date: start, end_date: end } = query;
  if (start && end && end < start) throw fieldError('end_date', END_BEFORE_START_MESSAGE);
  return and(
    eq(te.approvalState, 0),
    decidableCondition(user),
    projectId === undefined ? undefined : eq(te.projectId, projectId),
    userId === undefined ? undefined : eq(te.userId, userId),
    start ? gte(te.manualDate, start) : undefined,
    end ? lte(te.manualDate, end) : undefined,
  );
}

type DecidedRow = { id: number; user_id: number; project_id: number; teamlead_ids: number[] };

/** The rejection's feedback, trimmed; required when rejecting. */
function feedbackOf(decision: ApprovalDecision, value: string | null | undefined): string | null {
  const feedback = value?.trim() ? value.trim() : null;
  if (decision === 2 && feedback === null) throw fieldError('feedbackApprove', FEEDBACK_REQUIRED_MESSAGE);
  return feedback;
}

/** Checks and writes one decision on the rows read (locked) inside the transaction. */
async function decide(db: Db, user: AuthUser, ids: number[], decision: ApprovalDecision, feedback: string | null): Promise<DecidedRow[]> {
  const rows = await db
    .select({
      id: timesheetEntries.id,
      user_id: timesheetEntries.userId,
      project_id: timesheetEntries.projectId,
      approval_state: timesheetEntries.approvalState,
      teamlead_ids: projects.teamleadIds,
    })
    .from(timesheetEntries)
    .innerJoin(projects, eq(projects.id, timesheetEntries.projectId))
    .where(inArray(timesheetEntries.id, ids))
    .orderBy(timesheetEntries.id)
    .for('update', { of: timesheetEntries });
  if (rows.length !== ids.length) throw notFound();
  for (const row of rows) {
    const refusal = refusalOf(user, row);
    if (refusal) throw forbidden(refusal);
  }
  if (rows.some((row) => row.approval_state !== 0)) throw new ValidationError({ teId: [ALREADY_DECIDED_MESSAGE] });
  await db
    .update(timesheetEntries)
    .set({
      approvalState: decision,
      approveFeedback: feedback,
      approvedBy: user.id,
      approvedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(inArray(timesheetEntries.id, ids));
  await recordEntryDecisions(db, user.id, ids, decision, feedback);
  return rows;
}

async function publishAll(ctx: AppContext, rows: DecidedRow[]): Promise<void> {
  for (const row of rows) await publishEntryChange(ctx, row, row.teamlead_ids.map(Number));
}

export function tsForApprovalRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/ts-for-approval',
    { schema: { tags, querystring: ApprovalQuerySchema, response: { 200: ApprovalListResponseSchema, ...errorAnswers } } },
    async (request) => {
      const user = currentUser(request);
      requireApprover(user);
      const where = listCondition(user, request.query);
      // The page size is the list's own (resPerPage is not offered here).
      const { limit, offset } = pageOf({ page: request.query.page }, APPROVAL_PAGE_SIZE);
      const [rows, [{ total }]] = await Promise.all([
        selectEntries(ctx.db, user, {})
          .where(where)
          .orderBy(sql`te.manual_date desc, te.id desc`)
          .limit(limit)
          .offset(offset),
        ctx.db.select({ total: count() }).from(te).where(where),
      ]);
      return { data: rows.map((row) => toEntry(row, row)), last_page: Math.max(1, Math.ceil(total / APPROVAL_PAGE_SIZE)), total };
    },
  );

  const decided = { 200: ApprovalResponseSchema, ...errorAnswers };

  app.post('/ts-for-approval', { schema: { tags, body: ApprovalPayloadSchema, response: decided } }, async (request) => {
    const user = currentUser(request);
    requireApprover(user);
    const { teId, decision } = request.body;
    const feedback = feedbackOf(decision, request.body.feedbackApprove);
    const rows = await ctx.db.transaction(async (tx) => {
      const decidedRows = await decide(tx, user, [teId], decision, feedback);
      await refuseLockedEntries(tx, [teId], 'teId', true);
      return decidedRows;
    });
    await publishAll(ctx, rows);
    return { message: DECISION_MESSAGES[decision].one };
  });

  app.post('/mass-ts-for-approval', { schema: { tags, body: MassApprovalPayloadSchema, response: decided } }, async (request) => {
    const user = currentUser(request);
    requireApprover(user);
    const { decision } = request.body;
    const feedback = feedbackOf(decision, request.body.feedbackApprove);
    const ids = [...new Set(request.body.teIds)];
    const rows = await ctx.db.transaction(async (tx) => {
      const decidedRows = await decide(tx, user, ids, decision, feedback);
      await refuseLockedEntries(tx, ids, 'teIds', true);
      return decidedRows;
    });
    await publishAll(ctx, rows);
    return { message: DECISION_MESSAGES[decision].many };
  });
}
