import { describe, expect, it } from '@jest/globals';
import type { TimesheetViewBody, UpdateUserStoreResponse } from '@portal/shared/contract';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const viewOf = async (account: 'dev' | 'dev2' | 'pm') => (await kit.call(account, 'GET', 'ts-view')).json<TimesheetViewBody>().view;

describe('GET and PUT /api/ts-view', () => {
  it("remembers each user's own choice of the week grid or the list; the list until one is made", async () => {
    expect(await viewOf('dev2')).toBe('list');
    const put = await kit.call('dev', 'PUT', 'ts-view', { view: 'grid' });
    expect(put.statusCode).toBe(200);
    expect(await viewOf('dev')).toBe('grid');
    expect(await viewOf('dev2')).toBe('list');
    expect((await kit.call('pm', 'PUT', 'ts-view', { view: 'grid' })).statusCode).toBe(200);
    await kit.call('dev', 'PUT', 'ts-view', { view: 'list' });
    expect(await viewOf('dev')).toBe('list');
    expect(await viewOf('pm')).toBe('grid');
  });

  it('keeps the theme beside it, refuses an unknown view (422), and users without a timesheet (403)', async () => {
    await kit.call('dev', 'POST', 'settings', { theme: 'theme-dark' });
    await kit.call('dev', 'PUT', 'ts-view', { view: 'grid' });
    const store = (await kit.call('dev', 'GET', 'update-user-store?section=users')).json<UpdateUserStoreResponse>();
    expect(store.data.me.theme).toBe('theme-dark');
    expect((await kit.call('dev', 'PUT', 'ts-view', { view: 'calendar' })).statusCode).toBe(422);
    expect((await kit.call('it', 'GET', 'ts-view')).statusCode).toBe(403);
    expect((await kit.call('limited', 'PUT', 'ts-view', { view: 'grid' })).statusCode).toBe(403);
    expect((await kit.call(null, 'GET', 'ts-view')).statusCode).toBe(401);
  });
});
