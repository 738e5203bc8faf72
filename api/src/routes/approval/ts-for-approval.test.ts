import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { MAX_MASS_ENTRIES } from '@portal/shared/schemas';
import { APPROVAL_PAGE_SIZE, TIMESHEET_EVENT, type ApprovalListResponse, type ValidationErrorBody } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { NOT_YOURS_TO_DECIDE_MESSAGE, OWN_ENTRY_MESSAGE } from '../../timesheet/approval-authority';
import { ALREADY_DECIDED_MESSAGE, FEEDBACK_REQUIRED_MESSAGE } from './ts-for-approval';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;
const list = async (account: 'pm' | 'dev', query = '') =>
  (await kit.call(account, 'GET', `ts-for-approval?${query}`)).json<ApprovalListResponse>();

/** Projects dev@ leads and one dev@ does not lead, with an activity to log on. */
let ledProject: number;
let otherProject: number;
let activityId: number;

async function entry(userId: number, projectId: number, day = '2025-03-03', state = 0): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours, approval_state)
        values (${projectId}, ${userId}, ${activityId}, ${day}, 3, ${state}) returning id`,
  );
  return Number(row.id);
}

async function stateOf(id: number) {
  const [row] = await queryRows<{ approval_state: number; approve_feedback: string | null; approved_by: number | null }>(
    db(),
    sql`select approval_state, approve_feedback, approved_by from timesheet_entries where id = ${id}`,
  );
  return { ...row, approval_state: Number(row.approval_state), approved_by: row.approved_by === null ? null : Number(row.approved_by) };
}

beforeAll(async () => {
  const [led] = await queryRows<{ id: number }>(
    db(),
    sql`select id from projects where teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev.id}::int) order by id limit 1`,
  );
  const [other] = await queryRows<{ id: number }>(
    db(),
    sql`select id from projects where not teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev.id}::int) order by id limit 1`,
  );
  const [activity] = await queryRows<{ id: number }>(db(), sql`select id from activity_types order by id limit 1`);
  ledProject = Number(led.id);
  otherProject = Number(other.id);
  activityId = Number(activity.id);
});

describe('GET /api/ts-for-approval', () => {
  it('lists the pending entries of the projects a granted approver leads, never their own, paged in SQL', async () => {
    const mine = await entry(DEMO_USERS.dev.id, ledProject);
    const theirs = await entry(DEMO_USERS.dev2.id, ledProject);
    const elsewhere = await entry(DEMO_USERS.dev2.id, otherProject);
    const body = await list('dev', `project_id=${ledProject}&start_date=2025-03-01&end_date=2025-03-31`);
    const ids = body.data.map((e) => e.id);
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(mine);
    expect(ids).not.toContain(elsewhere);
    expect(body.data.every((e) => e.approval_state === 0 && e.user_id !== DEMO_USERS.dev.id)).toBe(true);

    const everything = await list('dev');
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from timesheet_entries te join projects p on p.id = te.project_id
          where te.approval_state = 0 and te.user_id <> ${DEMO_USERS.dev.id} and p.teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev.id}::int)`,
    );
    expect(everything.total).toBe(Number(count.n));
    expect(everything.data.length).toBe(Math.min(APPROVAL_PAGE_SIZE, everything.total));
    expect(everything.last_page).toBe(Math.max(1, Math.ceil(everything.total / APPROVAL_PAGE_SIZE)));
  });

  it('shows a full PM every pending entry but their own, and filters by user, project and dates', async () => {
    const elsewhere = await entry(DEMO_USERS.dev2.id, otherProject, '2025-02-10');
    const pmOwn = await entry(DEMO_USERS.pm.id, otherProject, '2025-02-10');
    const approved = await entry(DEMO_USERS.dev2.id, otherProject, '2025-02-10', 1);
    const body = await list('pm', `user_id=${DEMO_USERS.dev2.id}&project_id=${otherProject}&start_date=2025-02-10&end_date=2025-02-10`);
    expect(body.data.map((e) => e.id)).toEqual([elsewhere]);
    expect(body.total).toBe(1);
    expect(body.last_page).toBe(1);
    expect((await list('pm', `start_date=2025-02-10&end_date=2025-02-10`)).data.map((e) => e.id)).not.toContain(pmOwn);
    expect((await list('pm', `start_date=2025-02-10&end_date=2025-02-10`)).data.map((e) => e.id)).not.toContain(approved);
  });

  it('pages: the second page continues the first', async () => {
    const first = await list('pm', 'page=1');
    const second = await list('pm', 'page=2');
    expect(first.total).toBeGreaterThan(APPROVAL_PAGE_SIZE);
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(new Set([...first.data, ...second.data].map((e) => e.id)).size).toBe(first.data.length + second.data.length);
  });

  it('answers 422 for an end before the start or a bad date', async () => {
    const response = await kit.call('pm', 'GET', 'ts-for-approval?start_date=2025-03-10&end_date=2025-03-01');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual(['end_date']);
    expect((await kit.call('pm', 'GET', 'ts-for-approval?start_date=yesterday')).statusCode).toBe(422);
  });

  it('is 403 for users without approval, limited PMs and IT users', async () => {
    for (const account of ['dev2', 'limited', 'it', 'clientPm'] as const) {
      expect((await kit.call(account, 'GET', 'ts-for-approval')).statusCode).toBe(403);
      expect((await kit.call(account, 'POST', 'ts-for-approval', { teId: 1, decision: 1 })).statusCode).toBe(403);
      expect((await kit.call(account, 'POST', 'mass-ts-for-approval', { teIds: [1], decision: 1 })).statusCode).toBe(403);
    }
  });
});

describe('POST /api/ts-for-approval', () => {
  it('approves an entry, records who decided and publishes the change', async () => {
    const id = await entry(DEMO_USERS.dev2.id, ledProject);
    const response = await kit.call('dev', 'POST', 'ts-for-approval', { teId: id, decision: 1, feedbackApprove: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'TS Entry was approved.' });
    expect(await stateOf(id)).toEqual({ approval_state: 1, approve_feedback: null, approved_by: DEMO_USERS.dev.id });
    // The full PMs, the entry's developer and the project's team lead (dev) hear of it.
    for (const channel of ['private-timesheet', `private-user.${DEMO_USERS.dev2.id}`, `private-user.${DEMO_USERS.dev.id}`]) {
      expect(kit.published).toContainEqual({
        channel,
        event: TIMESHEET_EVENT,
        data: { entryId: id, userId: DEMO_USERS.dev2.id, projectId: ledProject },
      });
    }
    expect((await list('dev', `project_id=${ledProject}`)).data.map((e) => e.id)).not.toContain(id);
  });

  it('rejects only with feedback', async () => {
    const id = await entry(DEMO_USERS.dev2.id, otherProject);
    for (const feedbackApprove of [undefined, null, '  ']) {
      const response = await kit.call('pm', 'POST', 'ts-for-approval', { teId: id, decision: 2, feedbackApprove });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response).feedbackApprove).toEqual([FEEDBACK_REQUIRED_MESSAGE]);
    }
    expect((await stateOf(id)).approval_state).toBe(0);
    const response = await kit.call('pm', 'POST', 'ts-for-approval', { teId: id, decision: 2, feedbackApprove: ' Wrong activity ' });
    expect(response.json()).toEqual({ message: 'TS Entry was rejected.' });
    expect(await stateOf(id)).toEqual({ approval_state: 2, approve_feedback: 'Wrong activity', approved_by: DEMO_USERS.pm.id });
  });

  it('refuses own entries, entries of projects a granted approver does not lead, and decided entries', async () => {
    const own = await entry(DEMO_USERS.dev.id, ledProject);
    const pmOwn = await entry(DEMO_USERS.pm.id, otherProject);
    const elsewhere = await entry(DEMO_USERS.dev2.id, otherProject);
    const ownAnswer = await kit.call('dev', 'POST', 'ts-for-approval', { teId: own, decision: 1 });
    expect(ownAnswer.statusCode).toBe(403);
    expect(ownAnswer.json()).toEqual({ message: OWN_ENTRY_MESSAGE });
    expect((await kit.call('pm', 'POST', 'ts-for-approval', { teId: pmOwn, decision: 1 })).statusCode).toBe(403);
    const notLed = await kit.call('dev', 'POST', 'ts-for-approval', { teId: elsewhere, decision: 1 });
    expect(notLed.statusCode).toBe(403);
    expect(notLed.json()).toEqual({ message: NOT_YOURS_TO_DECIDE_MESSAGE });
    expect((await stateOf(elsewhere)).approval_state).toBe(0);

    expect((await kit.call('pm', 'POST', 'ts-for-approval', { teId: elsewhere, decision: 1 })).statusCode).toBe(200);
    const again = await kit.call('pm', 'POST', 'ts-for-approval', { teId: elsewhere, decision: 2, feedbackApprove: 'late' });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again).teId).toEqual([ALREADY_DECIDED_MESSAGE]);
  });

  it('answers 404 for an unknown entry and 422 for a missing id or a bad decision', async () => {
    expect((await kit.call('pm', 'POST', 'ts-for-approval', { teId: 999999999, decision: 1 })).statusCode).toBe(404);
    const response = await kit.call('pm', 'POST', 'ts-for-approval', { decision: 3 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(['decision', 'teId']);
  });
});

describe('POST /api/mass-ts-for-approval', () => {
  it('decides every entry and publishes each', async () => {
    const ids = [await entry(DEMO_USERS.dev2.id, ledProject), await entry(DEMO_USERS.dev2.id, ledProject)];
    const response = await kit.call('dev', 'POST', 'mass-ts-for-approval', { teIds: ids, decision: 2, feedbackApprove: 'Split per task' });
    expect(response.json()).toEqual({ message: 'TS Entries were rejected.' });
    for (const id of ids) {
      expect(await stateOf(id)).toEqual({ approval_state: 2, approve_feedback: 'Split per task', approved_by: DEMO_USERS.dev.id });
      expect(kit.published.some((p) => (p.data as { entryId: number }).entryId === id)).toBe(true);
    }
    const approved = [await entry(DEMO_USERS.dev2.id, otherProject), await entry(DEMO_USERS.dev2.id, otherProject)];
    const answer = await kit.call('pm', 'POST', 'mass-ts-for-approval', { teIds: approved, decision: 1, feedbackApprove: null });
    expect(answer.json()).toEqual({ message: 'TS Entries were approved.' });
    expect((await stateOf(approved[1])).approval_state).toBe(1);
  });

  it('is all or nothing: one entry the caller may not decide leaves every entry pending', async () => {
    const fine = await entry(DEMO_USERS.dev2.id, ledProject);
    const own = await entry(DEMO_USERS.dev.id, ledProject);
    const decided = await entry(DEMO_USERS.dev2.id, ledProject, '2025-03-03', 1);
    const before = kit.published.length;
    expect((await kit.call('dev', 'POST', 'mass-ts-for-approval', { teIds: [fine, own], decision: 1 })).statusCode).toBe(403);
    expect((await kit.call('dev', 'POST', 'mass-ts-for-approval', { teIds: [fine, decided], decision: 1 })).statusCode).toBe(422);
    expect((await kit.call('dev', 'POST', 'mass-ts-for-approval', { teIds: [fine, 999999999], decision: 1 })).statusCode).toBe(404);
    expect((await stateOf(fine)).approval_state).toBe(0);
    expect(kit.published.length).toBe(before);
  });

  it('needs a non-empty list of ids, and feedback to reject', async () => {
    for (const teIds of [[], 'all', undefined]) {
      const response = await kit.call('pm', 'POST', 'mass-ts-for-approval', { teIds, decision: 1 });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response))).toEqual(['teIds']);
    }
    // A wrong id is named by its place in the list (the schema checks each one), with the list's sentence.
    const wrongId = await kit.call('pm', 'POST', 'mass-ts-for-approval', { teIds: [1, 'x'], decision: 1 });
    expect(wrongId.statusCode).toBe(422);
    expect(errorsOf(wrongId)).toEqual({ 'teIds.1': [`The te ids field must be a list of 1 to ${MAX_MASS_ENTRIES} entry ids.`] });
    const id = await entry(DEMO_USERS.dev2.id, otherProject);
    const response = await kit.call('pm', 'POST', 'mass-ts-for-approval', { teIds: [id], decision: 2 });
    expect(errorsOf(response).feedbackApprove).toEqual([FEEDBACK_REQUIRED_MESSAGE]);
  });
});

describe('what the approval calls refuse before deciding', () => {
  it('refuses ids out of range, a list above 500 ids, feedback with a NUL byte and a page beyond 100,000', async () => {
    const outOfRange = await kit.call('pm', 'POST', 'ts-for-approval', { teId: 2 ** 31, decision: 1 });
    expect(outOfRange.statusCode).toBe(422);
    expect(errorsOf(outOfRange)).toEqual({ teId: ['The selected teId is invalid.'] });

    const tooMany = await kit.call('pm', 'POST', 'mass-ts-for-approval', {
      teIds: Array.from({ length: MAX_MASS_ENTRIES + 1 }, (_, i) => i + 1),
      decision: 1,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(errorsOf(tooMany)).toEqual({ teIds: [`The te ids field must be a list of 1 to ${MAX_MASS_ENTRIES} entry ids.`] });

    const id = await entry(DEMO_USERS.dev2.id, otherProject);
    const nul = await kit.call('pm', 'POST', 'ts-for-approval', { teId: id, decision: 2, feedbackApprove: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect(errorsOf(nul)).toEqual({ feedbackApprove: ['The feedbackApprove field must not contain a NUL character.'] });
    expect((await stateOf(id)).approval_state).toBe(0);

    for (const page of ['0', '100000']) expect((await kit.call('pm', 'GET', `ts-for-approval?page=${page}`)).statusCode).toBe(200);
    const farPage = await kit.call('pm', 'GET', 'ts-for-approval?page=100000000000000000000');
    expect(farPage.statusCode).toBe(422);
    expect(Object.keys(errorsOf(farPage))).toEqual(['page']);
    const arrayDate = await kit.call('pm', 'GET', 'ts-for-approval?start_date=2025-03-01&start_date=2025-03-02');
    expect(arrayDate.statusCode).toBe(422);
    expect(Object.keys(errorsOf(arrayDate))).toEqual(['start_date']);
  });
});
