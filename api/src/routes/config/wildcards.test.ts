import { describe, expect, it } from '@jest/globals';
import type { SaveResponse, Wildcard, WildcardsResponse } from '@portal/shared/contract';
import { DEMO_USERS } from '../../db/seed-data';
import { today } from '../../lib/dates';
import { setUpTestKit } from '../../test/test-kit';
import { errorsOf, expectConfigManagersOnly } from './config-test-kit';
import { MESSAGES } from './messages';
import { WILDCARD_ALREADY_GRANTED, WILDCARD_DEVELOPER_ONLY } from './wildcards';

const kit = setUpTestKit();

const list = async (query = '') => (await kit.call('pm', 'GET', `wildcards?${query}`)).json<WildcardsResponse>();

describe('wildcards', () => {
  it('are for full project managers only', async () => {
    await expectConfigManagersOnly(kit, [
      ['GET', 'wildcards'],
      ['POST', 'wildcards', { user_id: DEMO_USERS.dev2.id }],
    ]);
  });

  it('lists name and date, newest first, paged', async () => {
    const all = await list();
    expect(all.totalResults).toBeGreaterThan(2);
    const dates = all.data.user_wildcards.map((w) => w.Wildcards);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.data.user_wildcards[0]).toEqual({
      id: expect.any(Number),
      user_id: expect.any(Number),
      name: expect.any(String),
      Wildcards: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await list('page=2&resPerPage=2')).data.user_wildcards).toEqual(all.data.user_wildcards.slice(2, 4));
  });

  it('grants an active developer a wildcard for today, once a day', async () => {
    const created = await kit.call('pm', 'POST', 'wildcards', { user_id: DEMO_USERS.dev2.id });
    expect(created.statusCode).toBe(201);
    expect(created.json<SaveResponse<Wildcard>>()).toEqual({
      data: { id: expect.any(Number), user_id: DEMO_USERS.dev2.id, name: DEMO_USERS.dev2.name, Wildcards: today(kit.t.now) },
      message: MESSAGES.wildcardSaved,
    });
    expect((await list()).data.user_wildcards[0].user_id).toBe(DEMO_USERS.dev2.id);
    expect(errorsOf(await kit.call('pm', 'POST', 'wildcards', { user_id: DEMO_USERS.dev2.id }))).toEqual({
      user_id: [WILDCARD_ALREADY_GRANTED],
    });
  });

  it('requires a developer', async () => {
    expect(errorsOf(await kit.call('pm', 'POST', 'wildcards', {}))).toEqual({ user_id: ['The user id field is required.'] });
    expect(errorsOf(await kit.call('pm', 'POST', 'wildcards', { user_id: DEMO_USERS.pm.id }))).toEqual({
      user_id: [WILDCARD_DEVELOPER_ONLY],
    });
    // 13 is a disabled developer.
    expect(errorsOf(await kit.call('pm', 'POST', 'wildcards', { user_id: 13 }))).toEqual({ user_id: [WILDCARD_DEVELOPER_ONLY] });
  });
});
