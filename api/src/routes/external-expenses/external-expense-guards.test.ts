/**
 * Issue 29 on external expenses: a value its numeric(14,2) column cannot hold is a 422 "The value
 * is too large." (not a 500), and a disabled user cannot be chosen as the author, though an edit
 * may keep the disabled author the expense already has.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq, sql } from 'drizzle-orm';
import type { ExternalExpense, ExternalExpensesResponse, SaveResponse, ValidationErrorBody } from '@portal/shared/contract';
import { users } from '../../db/schema';
import { TOO_LARGE_MESSAGE } from '../../http/money-bounds';
import { bearer, multipartBody } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { expenseFields, financeProjects } from '../purchase-orders/finance-fixture';
import { EXPENSE_MESSAGES } from './external-expenses';

const kit = setUpTestKit();
let projectId: number;
let disabledUserId: number;

beforeAll(async () => {
  ({ projectId } = await financeProjects(kit.t.database.db));
  const [user] = await kit.t.ctx.db.select({ id: users.id }).from(users).where(eq(users.disabled, true)).orderBy(asc(users.id)).limit(1);
  disabledUserId = user.id;
});

const fields = (overrides: Record<string, string> = {}) => expenseFields(projectId, overrides);
const send = (url: string, overrides: Record<string, string> = {}) => {
  const body = multipartBody(fields(overrides));
  return kit.t.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...body.headers, ...bearer(kit.tokens.pm) },
    payload: body.payload,
  });
};
const errorsOf = (response: { json: <T>() => T }) => response.json<ValidationErrorBody>().errors;
const stored = async () => (await kit.call('pm', 'GET', `external-expenses/${projectId}`)).json<ExternalExpensesResponse>().data;

describe('external expense values the column cannot hold', () => {
  it('answers 422 "The value is too large." naming value, and stores nothing', async () => {
    const before = (await stored()).length;
    for (const value of ['1000000000000', '1000000000000.00', '99999999999999999999', '1e15']) {
      const response = await send('external-expenses', { value });
      expect([value, response.statusCode]).toEqual([value, 422]);
      expect(errorsOf(response)).toEqual({ value: [TOO_LARGE_MESSAGE] });
    }
    expect(await stored()).toHaveLength(before);
  });

  it('takes the largest value the column holds, and refuses a too large one on edit too', async () => {
    const created = await send('external-expenses', { value: '999999999999.99' });
    expect(created.statusCode).toBe(201);
    const expense = created.json<SaveResponse<ExternalExpense>>().data;
    expect(expense.value).toBe('999999999999.99');
    const edit = await send(`external-expenses/${expense.id}`, { value: '12345678901234' });
    expect(errorsOf(edit)).toEqual({ value: [TOO_LARGE_MESSAGE] });
    expect((await stored()).find((row) => row.id === expense.id)?.value).toBe('999999999999.99');
  });
});

describe('a disabled author', () => {
  it('cannot be chosen for a new expense nor on an edit', async () => {
    const response = await send('external-expenses', { author_id: String(disabledUserId) });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ author_id: [EXPENSE_MESSAGES.disabledAuthor] });

    const expense = (await send('external-expenses')).json<SaveResponse<ExternalExpense>>().data;
    const edit = await send(`external-expenses/${expense.id}`, { author_id: String(disabledUserId) });
    expect(errorsOf(edit)).toEqual({ author_id: [EXPENSE_MESSAGES.disabledAuthor] });
    expect((await stored()).find((row) => row.id === expense.id)?.author_id).toBe(7);
  });

  it('stays on an expense that already has them, which can still be edited', async () => {
    const expense = (await send('external-expenses')).json<SaveResponse<ExternalExpense>>().data;
    await kit.t.ctx.db.execute(sql`update external_expenses set author_id = ${disabledUserId} where id = ${expense.id}`);
    const edit = await send(`external-expenses/${expense.id}`, { author_id: String(disabledUserId), value: '10.00' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json<SaveResponse<ExternalExpense>>().data).toMatchObject({ author_id: disabledUserId, value: '10.00' });
  });
});

describe('form fields the schema refuses (issue 31)', () => {
  it('answers 422 for a NUL byte in the description, an id past int32 and a date that is no day', async () => {
    const response = await send('external-expenses', { description: 'a\u0000b', category_id: '2147483648', init_date: '2026-02-30' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      description: ['The description field must not contain a NUL character.'],
      category_id: ['The selected category id is invalid.'],
      init_date: ['The init date field must be a date in the form YYYY-MM-DD.'],
    });
    expect((await send('external-expenses', { description: 'x'.repeat(2001) })).json<ValidationErrorBody>().errors).toEqual({
      description: ['The description field must not be greater than 2000 characters.'],
    });
  });

  it('answers 404 for an expense id past int32 in the path', async () => {
    expect((await send('external-expenses/2147483648')).statusCode).toBe(404);
    const removal = await kit.call('pm', 'DELETE', 'external-expense-file/99999999999');
    expect([removal.statusCode, removal.json()]).toEqual([404, { message: 'Not Found.' }]);
  });
});
