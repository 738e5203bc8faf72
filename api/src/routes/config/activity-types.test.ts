import { describe, expect, it } from '@jest/globals';
import type { ActivityType, ActivityTypesResponse, ActivityTypeToggleResponse, ItemResponse, SaveResponse } from '@portal/shared/contract';
import { SEED_ACTIVITY_TYPES } from '../../db/seed-config';
import { setUpTestKit } from '../../test/test-kit';
import { alphabetically, errorsOf, NOT_CONFIG_MANAGERS } from './config-test-kit';
import { MESSAGES } from './messages';

const kit = setUpTestKit();

const list = async (query: string, account: 'pm' | 'dev' | 'it' = 'pm') => {
  const response = await kit.call(account, 'GET', `activity-types?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ActivityTypesResponse>();
};

describe('activity types: access', () => {
  it('needs a token for every call', async () => {
    for (const [method, url] of [
      ['GET', 'activity-types'],
      ['GET', 'activity-type/1'],
      ['POST', 'activity-types'],
      ['PUT', 'activity-types/1'],
      ['DELETE', 'activity-types/1'],
    ] as const) {
      expect((await kit.call(null, method, url, {})).statusCode).toBe(401);
    }
  });

  it('lets every signed-in user read the list (forms of other areas load it) but only full PMs change it', async () => {
    expect((await list('page=0&resPerPage=1000', 'dev')).totalResults).toBe(SEED_ACTIVITY_TYPES.length);
    expect((await list('page=0&resPerPage=1000', 'it')).totalResults).toBe(SEED_ACTIVITY_TYPES.length);
    for (const account of NOT_CONFIG_MANAGERS) {
      expect((await kit.call(account, 'GET', 'activity-type/1')).statusCode).toBe(403);
      expect((await kit.call(account, 'POST', 'activity-types', { name: 'Nope' })).statusCode).toBe(403);
      expect((await kit.call(account, 'PUT', 'activity-types/1', { name: 'Nope' })).statusCode).toBe(403);
      expect((await kit.call(account, 'DELETE', 'activity-types/1')).statusCode).toBe(403);
    }
    const [first] = (await list('page=1&resPerPage=1000')).data.paginatedActivityTypes.filter((row) => row.id === 1);
    expect(first.name).toBe(SEED_ACTIVITY_TYPES[0].name);
    expect(first.disabled).toBe(false);
  });
});

describe('GET /api/activity-types', () => {
  it('pages by name, ten by default', async () => {
    const sorted = alphabetically(SEED_ACTIVITY_TYPES.map((t) => t.name));
    const first = await list('page=1');
    expect(first.totalResults).toBe(SEED_ACTIVITY_TYPES.length);
    expect(first.data.paginatedActivityTypes.map((t) => t.name)).toEqual(sorted.slice(0, 10));
    const third = await list('page=3&resPerPage=10');
    expect(third.data.paginatedActivityTypes.map((t) => t.name)).toEqual(sorted.slice(20, 30));
  });

  it('searches the name case-insensitively, and LIKE characters literally', async () => {
    const found = await list('searchString=DEVELOPMENT');
    expect(found.data.paginatedActivityTypes.map((t) => t.name).sort()).toEqual(
      SEED_ACTIVITY_TYPES.filter((t) => /development/i.test(t.name))
        .map((t) => t.name)
        .sort(),
    );
    expect(found.totalResults).toBe(found.data.paginatedActivityTypes.length);
    expect((await list('searchString=%25')).totalResults).toBe(0);
  });

  it('answers every field, the rate as text and the flags as booleans', async () => {
    const consultancy = (await list('searchString=Consultancy')).data.paginatedActivityTypes[0];
    expect(consultancy).toEqual({ id: expect.any(Number), name: 'Consultancy', rate: '60', usd_currency: true, disabled: false });
    const flash = (await list('searchString=Flash')).data.paginatedActivityTypes[0];
    expect(flash.disabled).toBe(true);
  });

  it('refuses a page that is not a number', async () => {
    const response = await kit.call('pm', 'GET', 'activity-types?page=abc');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual(['page']);
  });
});

describe('saving activity types', () => {
  it('requires a name, keeps the rate as free text and bounds its length', async () => {
    const missing = await kit.call('pm', 'POST', 'activity-types', { name: '  ', rate: '10' });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toEqual({ name: ['The name field is required.'] });
    const long = await kit.call('pm', 'POST', 'activity-types', { name: 'Long', rate: 'x'.repeat(51) });
    expect(errorsOf(long)).toEqual({ rate: ['The rate field must not be greater than 50 characters.'] });
    const flag = await kit.call('pm', 'POST', 'activity-types', { name: 'Flag', usd_currency: 'maybe' });
    expect(Object.keys(errorsOf(flag))).toEqual(['usd_currency']);
  });

  it('creates, reads and edits an activity type', async () => {
    const created = await kit.call('pm', 'POST', 'activity-types', { name: ' Sound Design ', rate: '33.5 / h', usd_currency: true });
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json<SaveResponse<ActivityType>>();
    expect(message).toBe(MESSAGES.activityTypeSaved);
    expect(data).toEqual({ id: expect.any(Number), name: 'Sound Design', rate: '33.5 / h', usd_currency: true, disabled: false });

    const edited = await kit.call('pm', 'PUT', `activity-types/${data.id}`, { name: 'Sound Design EU', rate: 42, usd_currency: 0 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<SaveResponse<ActivityType>>().data).toEqual({ ...data, name: 'Sound Design EU', rate: '42', usd_currency: false });
    const read = await kit.call('pm', 'GET', `activity-type/${data.id}`);
    expect(read.json<ItemResponse<ActivityType>>().data.name).toBe('Sound Design EU');
    expect((await list('searchString=sound design')).totalResults).toBe(1);
  });

  it('answers 404 for an unknown activity type', async () => {
    expect((await kit.call('pm', 'GET', 'activity-type/9999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'PUT', 'activity-types/9999', { name: 'X' })).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', 'activity-types/9999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'GET', 'activity-type/abc')).statusCode).toBe(404);
  });
});

describe('DELETE /api/activity-types/:id', () => {
  it('disables an enabled type and enables it again, keeping it in the list', async () => {
    const created = (await kit.call('pm', 'POST', 'activity-types', { name: 'Toggle Me' })).json<SaveResponse<ActivityType>>().data;
    const off = await kit.call('pm', 'DELETE', `activity-types/${created.id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json<ActivityTypeToggleResponse>()).toEqual({
      data: { ...created, disabled: true },
      message: MESSAGES.activityTypeDisabled,
    });
    expect((await list('searchString=Toggle Me')).data.paginatedActivityTypes[0].disabled).toBe(true);
    const on = await kit.call('pm', 'DELETE', `activity-types/${created.id}`);
    expect(on.json<ActivityTypeToggleResponse>()).toEqual({ data: { ...created, disabled: false }, message: MESSAGES.activityTypeEnabled });
  });
});
