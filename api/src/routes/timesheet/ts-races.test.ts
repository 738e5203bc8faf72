/**
 * An approval racing the developer's edit or delete of the same entry (issue 29): whoever comes
 * second sees the state the first left, so no decision is lost. Only PostgreSQL runs requests
 * side by side; PGlite has one connection and answers one query at a time, so there is no race
 * to test there.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ValidationErrorBody } from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { APPROVED_ENTRY_MESSAGE, JUST_DECIDED_MESSAGE } from '../../timesheet/entry-access';
import { daysFromToday, loggableProject, payload } from './timesheet-fixture';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const RACES_PER_KIND = 25;
const ORIGINAL_HOURS = 3;
const EDITED_HOURS = 5;

const kit = setUpTestKit();
const db = () => kit.t.ctx.db;

type Outcome = { id: number; approve: number; change: number; changeMessage: string };
type Stored = { id: number; approval_state: number; hours: string };

let projectId: number;
let activityId: number;

/** Pending entries of dev2@, one a day so that no day's hours add up. */
async function pendingEntries(firstDayBack: number): Promise<Array<{ id: number; day: string }>> {
  const days = Array.from({ length: RACES_PER_KIND }, (_, i) => daysFromToday(-(firstDayBack + i)));
  const rows = await queryRows<{ id: number; manual_date: string }>(
    db(),
    sql`insert into timesheet_entries (project_id, user_id, activity_type_id, manual_date, hours, approval_state)
        values ${sql.join(
          days.map((day) => sql`(${projectId}, ${DEMO_USERS.dev2.id}, ${activityId}, ${day}, ${ORIGINAL_HOURS}, 0)`),
          sql`, `,
        )}
        returning id, manual_date::text`,
  );
  return rows.map((row) => ({ id: Number(row.id), day: String(row.manual_date) }));
}

async function storedEntries(ids: number[]): Promise<Map<number, Stored>> {
  const rows = await queryRows<Stored>(
    db(),
    sql`select id, approval_state, hours::text from timesheet_entries where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, approval_state: Number(row.approval_state) }]));
}

const approve = (id: number) => kit.call('pm', 'POST', 'ts-for-approval', { teId: id, decision: 1 });

/** Every race at once: the pool's connections run them side by side. */
async function race(
  entries: Array<{ id: number; day: string }>,
  change: (entry: { id: number; day: string }) => ReturnType<typeof approve>,
) {
  return Promise.all(
    entries.map(async (entry): Promise<Outcome> => {
      const [approval, changed] = await Promise.all([approve(entry.id), change(entry)]);
      const changeMessage = changed.statusCode === 422 ? changed.json<ValidationErrorBody>().message : '';
      return { id: entry.id, approve: approval.statusCode, change: changed.statusCode, changeMessage };
    }),
  );
}

(onPostgres ? describe : describe.skip)('an approval racing an edit or a delete (PostgreSQL only: PGlite has one connection)', () => {
  beforeAll(async () => {
    ({ projectId, activityId } = await loggableProject(kit, 'dev2', sql`start_date <= current_date - 120`));
  });

  it('runs on a pool of more than one connection', async () => {
    const pids = await Promise.all(
      [1, 2].map(async () => {
        const [row] = await queryRows<{ pid: number }>(db(), sql`select pg_backend_pid() as pid from pg_sleep(0.2)`);
        return Number(row.pid);
      }),
    );
    expect(new Set(pids).size).toBe(2);
  });

  it('never deletes an approved entry: exactly one of approve and delete succeeds', async () => {
    const entries = await pendingEntries(1);
    const outcomes = await race(entries, (entry) => kit.call('dev2', 'DELETE', `ts/${entry.id}`));
    const stored = await storedEntries(entries.map((e) => e.id));
    for (const outcome of outcomes) {
      const row = stored.get(outcome.id);
      if (outcome.approve === 200) {
        expect({ ...outcome, row }).toMatchObject({ change: 422, row: { approval_state: 1, hours: `${ORIGINAL_HOURS}.00` } });
        expect([JUST_DECIDED_MESSAGE, APPROVED_ENTRY_MESSAGE]).toContain(outcome.changeMessage);
      } else {
        expect({ ...outcome, row }).toMatchObject({ approve: 404, change: 200, row: undefined });
      }
    }
  }, 60_000);

  it('never changes an approved entry: an approval stands with the hours it saw, or follows the edit', async () => {
    const entries = await pendingEntries(1 + RACES_PER_KIND);
    const outcomes = await race(entries, (entry) =>
      kit.call('dev2', 'PUT', `ts/${entry.id}`, payload(projectId, activityId, { hours: EDITED_HOURS, manual_date: entry.day })),
    );
    const stored = await storedEntries(entries.map((e) => e.id));
    for (const outcome of outcomes) {
      const row = stored.get(outcome.id);
      // Both orders are serial: approve then a refused edit, or the edit then its approval.
      expect({ ...outcome, row }).toMatchObject({ approve: 200, row: { approval_state: 1 } });
      if (outcome.change === 200) {
        expect(row?.hours).toBe(`${EDITED_HOURS}.00`);
      } else {
        expect({ ...outcome, hours: row?.hours }).toMatchObject({ change: 422, hours: `${ORIGINAL_HOURS}.00` });
        expect([JUST_DECIDED_MESSAGE, APPROVED_ENTRY_MESSAGE]).toContain(outcome.changeMessage);
      }
    }
  }, 60_000);
});
