/**
 * Saved views (issue 32): each user lists, saves and deletes only their own views; a name is
 * 1-60 characters and unique per user and list (saving it again replaces the filters); a list
 * holds at most 50 views per user, the 51st refused with a message that says why.
 */
import { describe, expect, it } from '@jest/globals';
import { SAVED_VIEWS_PER_LIST, type SavedViewSaved, type SavedViewsResponse, type ValidationErrorBody } from '@portal/shared/contract';
import { eq } from 'drizzle-orm';
import { savedViews, users } from '../../db/schema';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const LIST = '/reports/timesheet';
const viewsOf = async (account: 'pm' | 'dev', list = LIST) =>
  (await kit.call(account, 'GET', `saved-views?list=${encodeURIComponent(list)}`)).json<SavedViewsResponse>().data;
const save = (account: 'pm' | 'dev', name: string, filters: Record<string, unknown> = { userId: '7' }, list = LIST) =>
  kit.call(account, 'POST', 'saved-views', { list, name, filters });

describe('saved views (saved-views)', () => {
  it('saves the filters under a name, lists them by name, replaces them on the same name, and deletes the view', async () => {
    const filters = {
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      userId: '7',
      jobNumbers: [3, 4],
      status: 2,
      archived: false,
      pm: null,
    };
    const saved = await save('pm', 'January, Ana', filters);
    expect(saved.statusCode).toBe(201);
    const view = saved.json<SavedViewSaved>();
    expect(view.message).toBe('The view "January, Ana" has been saved.');
    expect(view.data).toMatchObject({ list: LIST, name: 'January, Ana', filters });
    await save('pm', 'Another', { userId: '9' });
    await save('pm', 'Elsewhere', {}, '/approval');

    expect((await viewsOf('pm')).map((v) => v.name)).toEqual(['Another', 'January, Ana']);
    expect((await viewsOf('pm', '/approval')).map((v) => v.name)).toEqual(['Elsewhere']);

    const replaced = (await save('pm', 'January, Ana', { userId: '8' })).json<SavedViewSaved>().data;
    expect(replaced.id).toBe(view.data.id);
    expect((await viewsOf('pm')).find((v) => v.id === view.data.id)?.filters).toEqual({ userId: '8' });

    const deleted = await kit.call('pm', 'DELETE', `saved-views/${view.data.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ message: string }>().message).toBe('The view has been deleted.');
    expect((await viewsOf('pm')).map((v) => v.name)).toEqual(['Another']);
  });

  it("never shows or deletes another user's view", async () => {
    const mine = (await save('dev', 'Mine only')).json<SavedViewSaved>().data;
    expect((await viewsOf('pm')).some((v) => v.name === 'Mine only')).toBe(false);
    const theirs = await kit.call('pm', 'DELETE', `saved-views/${mine.id}`);
    expect(theirs.statusCode).toBe(404);
    expect((await viewsOf('dev')).map((v) => v.id)).toContain(mine.id);
    // The same name is the other user's own view, not a clash.
    expect((await save('pm', 'Mine only')).statusCode).toBe(201);
    expect((await viewsOf('dev')).find((v) => v.name === 'Mine only')?.id).toBe(mine.id);
    expect((await kit.call(null, 'GET', `saved-views?list=${LIST}`)).statusCode).toBe(401);
  });

  it('takes a name of 1 to 60 characters and filters as the page keeps them', async () => {
    const errorsOf = async (body: unknown) => {
      const response = await kit.call('dev', 'POST', 'saved-views', body);
      expect(response.statusCode).toBe(422);
      return response.json<ValidationErrorBody>().errors;
    };
    expect((await errorsOf({ list: LIST, name: '', filters: {} })).name).toEqual(['The name field is required.']);
    expect((await errorsOf({ list: LIST, name: '   ', filters: {} })).name).toEqual(['The name field is required.']);
    expect((await errorsOf({ list: LIST, name: 'x'.repeat(61), filters: {} })).name?.[0]).toMatch(/60 characters/);
    expect(Object.keys(await errorsOf({ list: LIST, name: 'Nested', filters: { a: { b: 1 } } }))).toEqual(['filters.a']);
    expect((await errorsOf({ list: 'reports', name: 'No path', filters: {} })).list).toBeDefined();
    expect((await save('dev', 'x'.repeat(60))).statusCode).toBe(201);
    // Saved trimmed, so "Week " and "Week" are one view.
    expect((await save('dev', ' Week ')).json<SavedViewSaved>().data.name).toBe('Week');
  });

  it(`keeps at most ${SAVED_VIEWS_PER_LIST} views of one list per user, and says so`, async () => {
    const list = '/reports/overtime';
    const dev = (await kit.t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'dev@agency.test')))[0].id;
    // All but the last straight into the table (fifty calls are slow on a busy machine); the last through the API.
    await kit.t.ctx.db
      .insert(savedViews)
      .values(Array.from({ length: SAVED_VIEWS_PER_LIST - 1 }, (_, n) => ({ userId: dev, list, name: `View ${n + 1}`, filters: {} })));
    expect((await save('dev', `View ${SAVED_VIEWS_PER_LIST}`, {}, list)).statusCode).toBe(201);
    const refused = await save('dev', 'One too many', {}, list);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ValidationErrorBody>()).toEqual({
      message: 'You can keep at most 50 views of one list: delete one first.',
      errors: { name: ['You can keep at most 50 views of one list: delete one first.'] },
    });
    // Saving over an existing name is no new view; another list and another user are not counted.
    expect((await save('dev', 'View 7', { userId: '1' }, list)).statusCode).toBe(201);
    expect((await save('dev', 'One too many', {}, '/reports/income')).statusCode).toBe(201);
    expect((await save('pm', 'One too many', {}, list)).statusCode).toBe(201);
    expect(await viewsOf('dev', list)).toHaveLength(SAVED_VIEWS_PER_LIST);
  });
});
