import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import {
  TIMESHEET_LOCK_SAVED_MESSAGE,
  timesheetLockedMessage,
  type ApprovalListResponse,
  type TimesheetEntryResponse,
  type TimesheetLockResponse,
  type TimesheetLockSaveResponse,
} from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { daysFromToday, loggableProject, payload } from '../timesheet/timesheet-fixture';
import { errorsOf, NOT_CONFIG_MANAGERS } from './config-test-kit';
import { LOCK_IN_FUTURE_MESSAGE } from './timesheet-lock';

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;
const LOCKED_DAY = daysFromToday(-10);
const OPEN_DAY = daysFromToday(-9);
const locked = timesheetLockedMessage(LOCKED_DAY);

let projectId: number;
let activityId: number;
let ledProject: number;

async function lockUntil(day: string | null) {
  const response = await kit.call('pm', 'PUT', 'timesheet-lock', { locked_until: day });
  expect(response.statusCode).toBe(200);
  return response.json<TimesheetLockSaveResponse>();
}

/** An entry written straight to the database, as if saved before the lock. */
async function entry(userId: number, project: number, day: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours)
        values (${project}, ${userId}, ${activityId}, ${day}, 3) returning id`,
  );
  return Number(row.id);
}

async function stored(id: number) {
  const [row] = await queryRows<{ hours: string; approval_state: number }>(
    db(),
    sql`select hours, approval_state from timesheet_entries where id = ${id}`,
  );
  return row ? { hours: Number(row.hours), approval_state: Number(row.approval_state) } : null;
}

beforeAll(async () => {
  // A project that started long before the days the tests log on.
  ({ projectId, activityId } = await loggableProject(kit, 'dev', sql`start_date <= current_date - 60`));
  const [led] = await queryRows<{ id: number }>(
    db(),
    sql`select id from projects where teamlead_ids @> jsonb_build_array(${DEMO_USERS.dev.id}::int) order by id limit 1`,
  );
  ledProject = Number(led.id);
});

beforeEach(async () => {
  await db().execute(sql`delete from timesheet_settings`);
});

describe('GET and PUT /api/timesheet-lock', () => {
  it('answers no lock before one is set, and the lock with who set it afterwards, to every signed-in user', async () => {
    expect((await kit.call('dev', 'GET', 'timesheet-lock')).json<TimesheetLockResponse>().data).toEqual({
      locked_until: null,
      updated_by_name: null,
      updated_at: null,
    });
    const saved = await lockUntil(LOCKED_DAY);
    expect(saved.message).toBe(TIMESHEET_LOCK_SAVED_MESSAGE);
    expect(saved.data).toMatchObject({ locked_until: LOCKED_DAY, updated_by_name: DEMO_USERS.pm.name });
    for (const account of ['dev', 'dev2', 'clientPm', 'limited', 'it'] as const) {
      const response = await kit.call(account, 'GET', 'timesheet-lock');
      expect([account, response.statusCode, response.json<TimesheetLockResponse>().data.locked_until]).toEqual([account, 200, LOCKED_DAY]);
    }
    expect((await kit.call(null, 'GET', 'timesheet-lock')).statusCode).toBe(401);
  });

  it('unlocks with null and keeps one row', async () => {
    await lockUntil(LOCKED_DAY);
    expect((await lockUntil(null)).data.locked_until).toBeNull();
    await lockUntil(OPEN_DAY);
    const [{ rows }] = await queryRows<{ rows: number }>(db(), sql`select count(*)::int as rows from timesheet_settings`);
    expect(Number(rows)).toBe(1);
  });

  it('records each change of the lock in the audit trail, before -> after', async () => {
    await lockUntil(null);
    await lockUntil(LOCKED_DAY);
    await lockUntil(LOCKED_DAY);
    const rows = await queryRows<{ user_id: number; changes: unknown }>(
      db(),
      sql`select user_id, changes from audit_log where record_type = 'period-lock' order by id desc limit 2`,
    );
    expect(rows[0]).toEqual({ user_id: DEMO_USERS.pm.id, changes: { locked_until: { from: null, to: LOCKED_DAY } } });
    expect(rows[1]?.changes).not.toEqual(rows[0].changes);
  });

  it('is set by full project managers only', async () => {
    for (const account of NOT_CONFIG_MANAGERS) {
      expect([account, (await kit.call(account, 'PUT', 'timesheet-lock', { locked_until: LOCKED_DAY })).statusCode]).toEqual([
        account,
        403,
      ]);
    }
    expect((await kit.call(null, 'PUT', 'timesheet-lock', { locked_until: LOCKED_DAY })).statusCode).toBe(401);
    expect((await kit.call('pm', 'GET', 'timesheet-lock')).json<TimesheetLockResponse>().data.locked_until).toBeNull();
  });

  it('refuses a day that is not a date, or after today', async () => {
    const bad = await kit.call('pm', 'PUT', 'timesheet-lock', { locked_until: '31.10.2026' });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad).locked_until).toEqual(['The locked until field must be a date in the form YYYY-MM-DD.']);
    const future = await kit.call('pm', 'PUT', 'timesheet-lock', { locked_until: daysFromToday(1) });
    expect(future.statusCode).toBe(422);
    expect(errorsOf(future)).toEqual({ locked_until: [LOCK_IN_FUTURE_MESSAGE] });
    expect((await kit.call('pm', 'PUT', 'timesheet-lock', { locked_until: daysFromToday(0) })).statusCode).toBe(200);
  });
});

describe('timesheet entries in the locked period', () => {
  it('cannot be created on or before the locked day; the day after can', async () => {
    await lockUntil(LOCKED_DAY);
    for (const day of [LOCKED_DAY, daysFromToday(-20)]) {
      const response = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: day }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: locked, errors: { manual_date: [locked] } });
    }
    const open = await kit.call('dev', 'POST', 'ts', payload(projectId, activityId, { manual_date: OPEN_DAY }));
    expect(open.statusCode).toBe(201);
    expect(open.json<TimesheetEntryResponse>().data).toMatchObject({ locked: false, editable: true });
  });

  it('cannot be changed or deleted, and read as locked and not editable', async () => {
    const id = await entry(DEMO_USERS.dev.id, projectId, LOCKED_DAY);
    await lockUntil(LOCKED_DAY);
    expect((await kit.call('dev', 'GET', `ts/${id}`)).json<TimesheetEntryResponse>().data).toMatchObject({ locked: true, editable: false });
    const edit = await kit.call('dev', 'PUT', `ts/${id}`, payload(projectId, activityId, { manual_date: LOCKED_DAY, hours: 7 }));
    expect(edit.statusCode).toBe(422);
    expect(errorsOf(edit)).toEqual({ manual_date: [locked] });
    const removal = await kit.call('dev', 'DELETE', `ts/${id}`);
    expect(removal.statusCode).toBe(422);
    expect(errorsOf(removal)).toEqual({ manual_date: [locked] });
    expect(await stored(id)).toEqual({ hours: 3, approval_state: 0 });

    await lockUntil(daysFromToday(-11));
    expect((await kit.call('dev', 'GET', `ts/${id}`)).json<TimesheetEntryResponse>().data).toMatchObject({ locked: false, editable: true });
    const reopened = await kit.call('dev', 'PUT', `ts/${id}`, payload(projectId, activityId, { manual_date: LOCKED_DAY, hours: 7 }));
    expect(reopened.statusCode).toBe(200);
    expect((await kit.call('dev', 'DELETE', `ts/${id}`)).statusCode).toBe(200);
  });

  it('cannot be approved or rejected, alone or with others; the approval list marks them locked', async () => {
    const lockedId = await entry(DEMO_USERS.dev2.id, ledProject, LOCKED_DAY);
    const openId = await entry(DEMO_USERS.dev2.id, ledProject, OPEN_DAY);
    await lockUntil(LOCKED_DAY);

    const one = await kit.call('pm', 'POST', 'ts-for-approval', { teId: lockedId, decision: 1 });
    expect(one.statusCode).toBe(422);
    expect(errorsOf(one)).toEqual({ teId: [locked] });
    const rejected = await kit.call('dev', 'POST', 'ts-for-approval', { teId: lockedId, decision: 2, feedbackApprove: 'Too many hours' });
    expect(rejected.statusCode).toBe(422);
    const many = await kit.call('pm', 'POST', 'mass-ts-for-approval', { teIds: [openId, lockedId], decision: 1 });
    expect(many.statusCode).toBe(422);
    expect(errorsOf(many)).toEqual({ teIds: [locked] });
    // All or nothing: the open entry stays pending too.
    expect(await stored(openId)).toEqual({ hours: 3, approval_state: 0 });
    expect(await stored(lockedId)).toEqual({ hours: 3, approval_state: 0 });

    const listed = (
      await kit.call('pm', 'GET', `ts-for-approval?project_id=${ledProject}&user_id=${DEMO_USERS.dev2.id}`)
    ).json<ApprovalListResponse>();
    expect(listed.data.filter((e) => [lockedId, openId].includes(e.id)).map((e) => [e.id, e.locked])).toEqual([
      [openId, false],
      [lockedId, true],
    ]);
    expect((await kit.call('pm', 'POST', 'ts-for-approval', { teId: openId, decision: 1 })).statusCode).toBe(200);
  });
});
