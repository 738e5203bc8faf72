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
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPROVAL_PAGE_SIZE, type ApprovalDecision, type ApprovalListResponse, type ApprovalResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { queryRows, type Db } from '../../db/client';
import { fieldError, forbidden, notFound, ValidationError } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { integer, isPresent, maxLength, oneOf, required, string, toInteger, validate, type Rule } from '../../http/validation';
import { decidableCondition, refusalOf, requireApprover } from '../../timesheet/approval-authority';
import { recordEntryDecisions } from '../../timesheet/entry-audit';
import { publishEntryChange } from '../../timesheet/entry-access';
import { entriesQuery, toEntry } from '../../timesheet/entry-query';
import { refuseLockedEntries } from '../../timesheet/period-lock';
import type { AuthUser } from '../../users/auth-user';
import { isoDate } from '../projects/date-rule';
import { END_BEFORE_START_MESSAGE } from '../reports/report-request';

export const FEEDBACK_REQUIRED_MESSAGE = 'Feedback is required when rejecting an entry.';
export const ALREADY_DECIDED_MESSAGE = 'This entry has already been decided.';
const MAX_MASS_ENTRIES = 500;

const DECISION_MESSAGES: Record<ApprovalDecision, { one: string; many: string }> = {
  1: { one: 'TS Entry was approved.', many: 'TS Entries were approved.' },
  2: { one: 'TS Entry was rejected.', many: 'TS Entries were rejected.' },
};

const feedbackRules: Rule[] = [
  (value, _field, input) => (toInteger(input.decision) === 2 && !isPresent(value) ? FEEDBACK_REQUIRED_MESSAGE : null),
  string(),
  maxLength(2000),
];

function listConditions(user: AuthUser, query: unknown): SQL {
  const input = validate(query, {
    page: [integer()],
    project_id: [integer()],
    user_id: [integer()],
    start_date: [isoDate()],
    end_date: [isoDate()],
  });
  const conditions: SQL[] = [sql`te.approval_state = 0`, decidableCondition(user)];
  const projectId = toInteger(input.project_id);
  const userId = toInteger(input.user_id);
  const start = isPresent(input.start_date) ? String(input.start_date) : null;
  const end = isPresent(input.end_date) ? String(input.end_date) : null;
  if (start && end && end < start) throw fieldError('end_date', END_BEFORE_START_MESSAGE);
  if (projectId !== null) conditions.push(sql`te.project_id = ${projectId}`);
  if (userId !== null) conditions.push(sql`te.user_id = ${userId}`);
  if (start) conditions.push(sql`te.manual_date >= ${start}::date`);
  if (end) conditions.push(sql`te.manual_date <= ${end}::date`);
  return sql.join(conditions, sql` and `);
}

type DecidedRow = { id: number; user_id: number; project_id: number; approval_state: number; teamlead_ids: number[] | null };

/** Checks and writes one decision on the rows read (locked) inside the transaction. */
async function decide(db: Db, user: AuthUser, ids: number[], decision: ApprovalDecision, feedback: string | null): Promise<DecidedRow[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<DecidedRow>(
    db,
    sql`select te.id, te.user_id, te.project_id, te.approval_state, p.teamlead_ids
        from timesheet_entries te join projects p on p.id = te.project_id
        where te.id in (${list}) order by te.id for update of te`,
  );
  if (rows.length !== ids.length) throw notFound();
  for (const row of rows) {
    const refusal = refusalOf(user, row);
    if (refusal) throw forbidden(refusal);
  }
  if (rows.some((row) => Number(row.approval_state) !== 0)) throw new ValidationError({ teId: [ALREADY_DECIDED_MESSAGE] });
  await db.execute(
    sql`update timesheet_entries set approval_state = ${decision}, approve_feedback = ${feedback}, approved_by = ${user.id},
          approved_at = now(), updated_at = now()
        where id in (${list})`,
  );
  await recordEntryDecisions(db, user.id, ids, decision, feedback);
  return rows;
}

function feedbackOf(value: unknown): string | null {
  return isPresent(value) ? String(value).trim() : null;
}

async function publishAll(ctx: AppContext, rows: DecidedRow[]): Promise<void> {
  for (const row of rows) {
    await publishEntryChange(ctx, { id: Number(row.id), user_id: Number(row.user_id), project_id: Number(row.project_id) });
  }
}

export function tsForApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/ts-for-approval', async (request) => {
    const user = currentUser(request);
    requireApprover(user);
    const where = listConditions(user, request.query);
    const answer: ApprovalListResponse = await pagedAnswer(
      ctx.db,
      request.query,
      APPROVAL_PAGE_SIZE,
      (page) => entriesQuery(user, where, sql`te.manual_date desc, te.id desc ${page}`),
      sql`from timesheet_entries te where ${where}`,
      toEntry,
    );
    return answer;
  });

  app.post('/ts-for-approval', async (request) => {
    const user = currentUser(request);
    requireApprover(user);
    const input = validate(request.body, {
      teId: [required(), integer()],
      decision: [required(), oneOf([1, 2])],
      feedbackApprove: feedbackRules,
    });
    const decision = toInteger(input.decision) as ApprovalDecision;
    const rows = await ctx.db.transaction(async (tx) => {
      const decided = await decide(tx, user, [toInteger(input.teId)!], decision, feedbackOf(input.feedbackApprove));
      await refuseLockedEntries(tx, [toInteger(input.teId)!], 'teId', true);
      return decided;
    });
    await publishAll(ctx, rows);
    return { message: DECISION_MESSAGES[decision].one } satisfies ApprovalResponse;
  });

  app.post('/mass-ts-for-approval', async (request) => {
    const user = currentUser(request);
    requireApprover(user);
    const input = validate(request.body, {
      teIds: [
        required(),
        (value) =>
          Array.isArray(value) && value.length > 0 && value.length <= MAX_MASS_ENTRIES && value.every((id) => toInteger(id) !== null)
            ? null
            : `The te ids field must be a list of 1 to ${MAX_MASS_ENTRIES} entry ids.`,
      ],
      decision: [required(), oneOf([1, 2])],
      feedbackApprove: feedbackRules,
    });
    const decision = toInteger(input.decision) as ApprovalDecision;
    const ids = [...new Set((input.teIds as unknown[]).map((id) => toInteger(id)!))];
    const rows = await ctx.db.transaction(async (tx) => {
      const decided = await decide(tx, user, ids, decision, feedbackOf(input.feedbackApprove));
      await refuseLockedEntries(tx, ids, 'teIds', true);
      return decided;
    });
    await publishAll(ctx, rows);
    return { message: DECISION_MESSAGES[decision].many } satisfies ApprovalResponse;
  });
}
