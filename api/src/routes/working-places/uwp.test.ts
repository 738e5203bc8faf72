import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import {
  WORKING_PLACES_PAGE_SIZE,
  type AllWorkingPlacesResponse,
  type SelectedDaysResponse,
  type ValidationErrorBody,
  type WorkingPlaceResponse,
  type WorkingPlacesForwardResponse,
  type WorkingPlacesResponse,
} from '@portal/shared/contract';
import { queryRows } from '../../test/query-rows';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { PLACE_MESSAGES } from '../../working-places/place-rules';

// Wednesday 11 June 2025: the selectable days run to Friday 11 July; 14 and 15 June are a weekend.
const kit = setUpTestKit({ now: new Date(2025, 5, 11, 10) });
const db = () => kit.t.ctx.db;
const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;
const places = async (account: 'pm' | 'dev' | 'dev2' | 'clientPm', query: string) =>
  (await kit.call(account, 'GET', `uwp?${query}`)).json<WorkingPlacesResponse>();
const idOf = async (userId: number, day: string) => {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`select id from working_places where user_id = ${userId} and manual_date = ${day}`,
  );
  return row ? Number(row.id) : null;
};

describe('POST /api/uwp', () => {
  it('stores one entry per chosen date for the developer, and the reminder stops once three days ahead are set', async () => {
    const forward = async () =>
      (await kit.call('dev2', 'GET', 'uwp-is-three-days-forward')).json<WorkingPlacesForwardResponse>().is_setup_forward_three_days;
    expect(await forward()).toBe(false);
    const response = await kit.call('dev2', 'POST', 'uwp', { working_place: 2, manual_dates: ['2025-06-12', '2025-06-13', '2025-06-16'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Working place has been saved.' });
    expect(await forward()).toBe(true);
    const listed = await places('dev2', 'start_date=2025-06-12&end_date=2025-06-16');
    expect(listed.data.map((p) => [p.manual_date, p.working_place, p.editable])).toEqual([
      ['2025-06-12', 2, true],
      ['2025-06-13', 2, true],
      ['2025-06-16', 2, true],
    ]);
    expect((await kit.call('dev2', 'GET', 'uwp-selected-days')).json<SelectedDaysResponse>().data).toEqual(
      expect.arrayContaining(['2025-06-12', '2025-06-13', '2025-06-16']),
    );
  });

  it('takes today and the day one month ahead, and refuses the past, beyond a month, weekends and chosen days', async () => {
    expect((await kit.call('dev2', 'POST', 'uwp', { working_place: 1, manual_dates: ['2025-07-11'] })).statusCode).toBe(201);
    const response = await kit.call('dev2', 'POST', 'uwp', {
      working_place: 1,
      manual_dates: ['2025-06-10', '2025-07-14', '2025-06-14', '2025-06-12', 'soon'],
    });
    expect(response.statusCode).toBe(422);
    // Dates in the messages read as everywhere in the portal: DD.MM.YYYY.
    expect(errorsOf(response).manual_dates).toEqual([
      '10.06.2025 is not between 11.06.2025 and 11.07.2025.',
      '14.07.2025 is not between 11.06.2025 and 11.07.2025.',
      '14.06.2025 is a weekend day.',
      'The manual dates field must be a date in the form YYYY-MM-DD.',
    ]);
    const taken = await kit.call('dev2', 'POST', 'uwp', { working_place: 1, manual_dates: ['2025-06-12', '2025-06-17'] });
    expect(errorsOf(taken).manual_dates).toEqual(['A working place for 12.06.2025 is already set.']);
    expect(await idOf(DEMO_USERS.dev2.id, '2025-06-17')).toBeNull();
  });

  it('needs a working place of 1 or 2 (3 Holiday is not offered) and at least one date', async () => {
    const response = await kit.call('dev2', 'POST', 'uwp', { working_place: 3, manual_dates: [] });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      working_place: ['The selected working place is invalid.'],
      manual_dates: [PLACE_MESSAGES.datesRequired],
    });
    expect(Object.keys(errorsOf(await kit.call('dev2', 'POST', 'uwp', {})))).toEqual(['working_place', 'manual_dates']);
  });

  it('is for developers only: 403 for PMs, client PMs, limited PMs and IT users', async () => {
    for (const account of ['pm', 'clientPm', 'limited', 'it'] as const) {
      expect((await kit.call(account, 'POST', 'uwp', { working_place: 1, manual_dates: ['2025-06-18'] })).statusCode).toBe(403);
    }
  });
});

describe('PUT and DELETE /api/uwp/:id', () => {
  it('changes the place of an own entry, keeping its date, and removes it', async () => {
    const id = (await idOf(DEMO_USERS.dev2.id, '2025-06-13'))!;
    const response = await kit.call('dev2', 'PUT', `uwp/${id}`, { working_place: 1, manual_date: '2025-06-20' });
    expect(response.json()).toEqual({ message: 'Working place has been saved.' });
    const one = (await kit.call('dev2', 'GET', `uwp/${id}`)).json<WorkingPlaceResponse>().data;
    expect(one).toMatchObject({ id, working_place: 1, manual_date: '2025-06-13', user_id: DEMO_USERS.dev2.id });
    expect((await kit.call('dev2', 'PUT', `uwp/${id}`, { working_place: 3 })).statusCode).toBe(422);

    const removed = await kit.call('dev2', 'DELETE', `uwp/${id}`);
    expect(removed.json()).toEqual({ message: 'Working place entry has been deleted.' });
    expect(await idOf(DEMO_USERS.dev2.id, '2025-06-13')).toBeNull();
    expect((await kit.call('dev2', 'DELETE', `uwp/${id}`)).statusCode).toBe(404);
  });

  it('keeps a working place before today as it is (422), and still changes and removes today', async () => {
    const [past] = await queryRows<{ id: number }>(
      db(),
      sql`insert into working_places (user_id, manual_date, working_place) values (${DEMO_USERS.dev2.id}, '2025-06-10', 1)
          on conflict (user_id, manual_date) do update set working_place = 1 returning id`,
    );
    const id = Number(past.id);
    expect((await kit.call('dev2', 'GET', `uwp/${id}`)).json<WorkingPlaceResponse>().data).toMatchObject({ editable: false });
    const change = await kit.call('dev2', 'PUT', `uwp/${id}`, { working_place: 2 });
    expect(change.statusCode).toBe(422);
    expect(errorsOf(change)).toEqual({ manual_date: [PLACE_MESSAGES.past] });
    const removal = await kit.call('dev2', 'DELETE', `uwp/${id}`);
    expect(removal.statusCode).toBe(422);
    expect(errorsOf(removal)).toEqual({ manual_date: [PLACE_MESSAGES.past] });
    expect((await kit.call('dev2', 'GET', `uwp/${id}`)).json<WorkingPlaceResponse>().data).toMatchObject({ working_place: 1 });

    const [current] = await queryRows<{ id: number }>(
      db(),
      sql`insert into working_places (user_id, manual_date, working_place) values (${DEMO_USERS.dev2.id}, '2025-06-11', 1)
          on conflict (user_id, manual_date) do update set working_place = 1 returning id`,
    );
    const todayId = Number(current.id);
    expect((await kit.call('dev2', 'GET', `uwp/${todayId}`)).json<WorkingPlaceResponse>().data).toMatchObject({ editable: true });
    expect((await kit.call('dev2', 'PUT', `uwp/${todayId}`, { working_place: 2 })).statusCode).toBe(200);
    expect((await kit.call('dev2', 'DELETE', `uwp/${todayId}`)).statusCode).toBe(200);
  });

  it("refuses another user's entry (403) even to project managers", async () => {
    const id = (await idOf(DEMO_USERS.dev.id, '2025-06-12'))!;
    for (const account of ['dev2', 'pm'] as const) {
      expect((await kit.call(account, 'PUT', `uwp/${id}`, { working_place: 2 })).statusCode).toBe(403);
      expect((await kit.call(account, 'DELETE', `uwp/${id}`)).statusCode).toBe(403);
    }
    expect((await kit.call('dev2', 'GET', `uwp/${id}`)).statusCode).toBe(403);
    expect((await kit.call('pm', 'GET', `uwp/${id}`)).json<WorkingPlaceResponse>().data).toMatchObject({ id, editable: false });
    expect(await idOf(DEMO_USERS.dev.id, '2025-06-12')).toBe(id);
  });
});

describe('GET /api/uwp', () => {
  it('shows a developer their own entries only, whatever user_id says', async () => {
    const body = await places('dev2', `user_id=${DEMO_USERS.dev.id}&start_date=2025-05-01&end_date=2025-07-11`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.user_id === DEMO_USERS.dev2.id)).toBe(true);
  });

  it('shows project managers everyone, filtered by user and dates, paged in SQL, never editable', async () => {
    const all = await places('pm', 'start_date=2025-05-12&end_date=2025-06-11');
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from working_places where manual_date between '2025-05-12' and '2025-06-11'`,
    );
    expect(all.total).toBe(Number(count.n));
    expect(all.data.length).toBe(WORKING_PLACES_PAGE_SIZE);
    expect(all.last_page).toBe(Math.ceil(all.total / WORKING_PLACES_PAGE_SIZE));
    expect(new Set(all.data.map((p) => p.user_id)).size).toBeGreaterThan(1);
    expect(all.data.every((p) => !p.editable && p.user !== '')).toBe(true);
    const second = await places('pm', 'start_date=2025-05-12&end_date=2025-06-11&page=2');
    expect(second.data[0].id).not.toBe(all.data[0].id);

    const dev = await places('pm', `user_id=${DEMO_USERS.dev.id}&start_date=2025-06-01&end_date=2025-06-30`);
    expect(dev.data.every((p) => p.user_id === DEMO_USERS.dev.id && p.manual_date >= '2025-06-01' && p.manual_date <= '2025-06-30')).toBe(
      true,
    );
  });

  it('answers 422 for an end before the start', async () => {
    const response = await kit.call('dev', 'GET', 'uwp?start_date=2025-06-20&end_date=2025-06-10');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual(['end_date']);
  });

  it('bars limited PMs and IT users from every call', async () => {
    for (const account of ['limited', 'it'] as const) {
      for (const url of ['uwp', 'uwp/1', 'uwp-selected-days', 'uwp-all']) {
        expect((await kit.call(account, 'GET', url)).statusCode).toBe(403);
      }
      expect((await kit.call(account, 'PUT', 'uwp/1', { working_place: 1 })).statusCode).toBe(403);
      expect((await kit.call(account, 'DELETE', 'uwp/1')).statusCode).toBe(403);
    }
  });
});

describe('GET /api/uwp-all and uwp-selected-days', () => {
  it('gives full PMs every matching row for the CSV, and refuses everyone else', async () => {
    const query = `user_id=${DEMO_USERS.dev.id}&start_date=2025-05-12&end_date=2025-06-25`;
    const rows = (await kit.call('pm', 'GET', `uwp-all?${query}`)).json<AllWorkingPlacesResponse>().data;
    const paged = await places('pm', query);
    expect(rows.length).toBe(paged.total);
    expect(rows.length).toBeGreaterThan(WORKING_PLACES_PAGE_SIZE);
    expect(rows.slice(0, WORKING_PLACES_PAGE_SIZE)).toEqual(paged.data);
    for (const account of ['dev', 'clientPm'] as const) expect((await kit.call(account, 'GET', `uwp-all?${query}`)).statusCode).toBe(403);
  });

  it("lists only the caller's days from today on", async () => {
    const days = (await kit.call('dev', 'GET', 'uwp-selected-days')).json<SelectedDaysResponse>().data;
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day >= '2025-06-11')).toBe(true);
    expect(days).toEqual([...days].sort());
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from working_places where user_id = ${DEMO_USERS.dev.id} and manual_date >= '2025-06-11'`,
    );
    expect(days.length).toBe(Number(count.n));
  });
});

describe('what the working-places calls refuse (issue 31)', () => {
  it('refuses a date sent as an array, more than 100 dates, an id above 2^31-1 and a page beyond 100,000', async () => {
    const nested = await kit.call('dev2', 'POST', 'uwp', { working_place: 1, manual_dates: [['2025-06-18']] });
    expect(nested.statusCode).toBe(422);
    expect(errorsOf(nested)).toEqual({ 'manual_dates.0': ['The manual dates.0 field must be a string.'] });
    const tooMany = await kit.call('dev2', 'POST', 'uwp', { working_place: 1, manual_dates: Array(101).fill('2025-06-18') });
    expect(tooMany.statusCode).toBe(422);
    expect(errorsOf(tooMany)).toEqual({ manual_dates: ['The manual dates field must not have more than 100 items.'] });
    expect(await idOf(DEMO_USERS.dev2.id, '2025-06-18')).toBeNull();

    for (const method of ['GET', 'DELETE'] as const) expect((await kit.call('dev2', method, 'uwp/2147483648')).statusCode).toBe(404);
    expect((await kit.call('dev2', 'PUT', 'uwp/2147483648', { working_place: 1 })).statusCode).toBe(404);

    expect((await kit.call('dev2', 'GET', 'uwp?page=100000')).statusCode).toBe(200);
    const farPage = await kit.call('dev2', 'GET', 'uwp?page=100001');
    expect(farPage.statusCode).toBe(422);
    expect(errorsOf(farPage)).toEqual({ page: ['The page field must not be greater than 100000.'] });
    const badUser = await kit.call('pm', 'GET', 'uwp-all?user_id=0');
    expect(badUser.statusCode).toBe(422);
    expect(Object.keys(errorsOf(badUser))).toEqual(['user_id']);
  });
});
