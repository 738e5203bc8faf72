import { describe, expect, it } from '@jest/globals';
import type {
  ConfigUser,
  ItemResponse,
  LocationsResponse,
  SaveResponse,
  UserToggleResponse,
  UsersByRoleResponse,
} from '@portal/shared/contract';
import { SEED_LOCATIONS } from '../../db/seed-config';
import { DEMO_USERS, SEED_USERS, TEAMLEAD_IDS } from '../../db/seed-data';
import type { DemoAccount } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { alphabetically, errorsOf } from './config-test-kit';
import { MESSAGES } from './messages';
import { USER_MESSAGES } from './users';

const kit = setUpTestKit();

const byRole = async (role: number, query = '', account: DemoAccount = 'pm') => {
  const response = await kit.call(account, 'GET', `users-by-role/${role}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<UsersByRoleResponse>();
};
const userOf = async (id: number) => (await kit.call('pm', 'GET', `user/${id}`)).json<ItemResponse<ConfigUser>>().data;
const publishedUsers = () => kit.published.filter((p) => p.event === 'users-update');
let emailCounter = 0;
const newEmail = () => `new.person${++emailCounter}@agency.test`;

describe('users administration: access', () => {
  it('needs a token', async () => {
    expect((await kit.call(null, 'GET', 'users-by-role/2')).statusCode).toBe(401);
    expect((await kit.call(null, 'POST', 'users', {})).statusCode).toBe(401);
    expect((await kit.call(null, 'GET', 'locations')).statusCode).toBe(401);
  });

  it('refuses developers, limited PMs and client PMs everything', async () => {
    for (const account of ['dev', 'limited', 'clientPm'] as const) {
      expect((await kit.call(account, 'GET', 'users-by-role/4')).statusCode).toBe(403);
      expect((await kit.call(account, 'GET', 'user/2')).statusCode).toBe(403);
      expect((await kit.call(account, 'POST', 'users', { name: 'X', email: newEmail() })).statusCode).toBe(403);
      expect((await kit.call(account, 'PUT', 'users/2', { is_teamlead: 0 })).statusCode).toBe(403);
      expect((await kit.call(account, 'DELETE', 'users/3')).statusCode).toBe(403);
      expect((await kit.call(account, 'POST', 'role', { user_id: 3, role_id: 2 })).statusCode).toBe(403);
      expect((await kit.call(account, 'POST', 'user-activity-types', { user_id: 3 })).statusCode).toBe(403);
      expect((await kit.call(account, 'GET', 'locations')).statusCode).toBe(403);
    }
  });

  it('lets an IT user work on developers only', async () => {
    expect((await byRole(4, '', 'it')).totalResults).toBe(SEED_USERS.filter((u) => u.role === 4).length);
    expect((await kit.call('it', 'GET', 'locations')).statusCode).toBe(200);
    // The developer form's choices.
    expect((await kit.call('it', 'GET', 'project-categories?page=0&resPerPage=1000')).statusCode).toBe(200);
    expect((await kit.call('it', 'GET', 'activity-types?page=0&resPerPage=1000')).statusCode).toBe(200);
    expect((await kit.call('it', 'GET', `user/${DEMO_USERS.dev2.id}`)).statusCode).toBe(200);
    for (const role of [2, 3, 6]) expect((await kit.call('it', 'GET', `users-by-role/${role}`)).statusCode).toBe(403);
    expect((await kit.call('it', 'GET', `user/${DEMO_USERS.pm.id}`)).statusCode).toBe(403);
    expect((await kit.call('it', 'PUT', `users/${DEMO_USERS.clientPm.id}`, { name: 'X', email: 'x@agency.test' })).statusCode).toBe(403);
    expect((await kit.call('it', 'DELETE', `users/${DEMO_USERS.pm.id}`)).statusCode).toBe(403);
    expect((await kit.call('it', 'POST', 'users', { name: 'Boss', email: newEmail(), role_id: 2 })).statusCode).toBe(403);
    expect((await kit.call('it', 'POST', 'role', { user_id: DEMO_USERS.dev2.id, role_id: 2 })).statusCode).toBe(403);

    const created = await kit.call('it', 'POST', 'users', { name: 'IT Made Developer', email: newEmail() });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<SaveResponse<ConfigUser>>().data;
    expect((await kit.call('it', 'POST', 'role', { user_id: id, role_id: 4 })).statusCode).toBe(200);
    expect(
      (await kit.call('it', 'POST', 'user-activity-types', { user_id: id, user_activities: [1], user_project_categories: [2] })).statusCode,
    ).toBe(200);
    expect((await kit.call('it', 'PUT', `users/${id}`, { is_teamlead: 1 })).statusCode).toBe(200);
    expect((await kit.call('it', 'DELETE', `users/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown role or user', async () => {
    expect((await kit.call('pm', 'GET', 'users-by-role/5')).statusCode).toBe(404);
    expect((await kit.call('pm', 'GET', 'user/99999')).statusCode).toBe(404);
    expect((await kit.call('pm', 'DELETE', 'users/99999')).statusCode).toBe(404);
  });
});

describe('GET /api/users-by-role/:roleId', () => {
  it('pages the users of one role by name, inactive ones included', async () => {
    const pms = SEED_USERS.filter((u) => u.role === 2);
    const first = await byRole(2, 'page=1&resPerPage=3');
    expect(first.totalResults).toBe(pms.length);
    expect(first.data.users.map((u) => u.name)).toEqual(alphabetically(pms.map((u) => u.name)).slice(0, 3));
    const all = await byRole(2, 'page=0&resPerPage=1000');
    expect(all.data.users.some((u) => u.disabled)).toBe(true);
    expect(all.data.users.every((u) => u.role === 2)).toBe(true);
  });

  it('searches name, e-mail and phone', async () => {
    expect((await byRole(4, 'searchString=daniel')).data.users.map((u) => u.id)).toEqual([DEMO_USERS.dev.id]);
    expect((await byRole(4, 'searchString=DEV2@AGENCY')).data.users.map((u) => u.id)).toEqual([DEMO_USERS.dev2.id]);
    const phone = (await userOf(DEMO_USERS.dev2.id)).phone as string;
    expect((await byRole(4, `searchString=${encodeURIComponent(phone.slice(-6))}`)).data.users.map((u) => u.id)).toContain(
      DEMO_USERS.dev2.id,
    );
    expect((await byRole(4, 'searchString=nobody-by-that-name')).totalResults).toBe(0);
  });

  it("shows developers' activity types, project categories, location and team lead flag", async () => {
    const dev = (await byRole(4, 'searchString=dev@agency.test')).data.users[0];
    expect(dev.is_teamlead).toBe(TEAMLEAD_IDS.includes(dev.id));
    expect(dev.UserActivities.length).toBeGreaterThan(0);
    expect(dev.UserProjectCategories.length).toBeGreaterThan(0);
    expect(dev.location).toBe(SEED_LOCATIONS.find((l) => l.id === dev.location_id)?.name);
  });
});

describe('GET /api/locations', () => {
  it('lists the locations by id', async () => {
    const response = await kit.call('pm', 'GET', 'locations');
    expect(response.json<LocationsResponse>().data).toEqual(SEED_LOCATIONS);
  });
});

describe('creating a user', () => {
  it('requires a name and a valid, unused e-mail', async () => {
    const empty = await kit.call('pm', 'POST', 'users', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(errorsOf(empty)).sort()).toEqual(['email', 'name']);
    expect(errorsOf(await kit.call('pm', 'POST', 'users', { name: 'X', email: 'not-an-email' }))).toEqual({
      email: ['The email field must be a valid email address.'],
    });
    expect(errorsOf(await kit.call('pm', 'POST', 'users', { name: 'X', email: 'PM@agency.test' }))).toEqual({
      email: [USER_MESSAGES.emailTaken],
    });
    expect(Object.keys(errorsOf(await kit.call('pm', 'POST', 'users', { name: 'X', email: newEmail(), location_id: 999 })))).toEqual([
      'location_id',
    ]);
    expect(Object.keys(errorsOf(await kit.call('pm', 'POST', 'users', { name: 'X', email: newEmail(), role_id: 1 })))).toEqual(['role_id']);
  });

  it('creates the user with location 1 and not limited, then POST role gives the role', async () => {
    const before = publishedUsers().length;
    const email = newEmail();
    const created = await kit.call('pm', 'POST', 'users', { name: 'Greta Hall', email: email.toUpperCase(), phone: '+40 700 000 001' });
    expect(created.statusCode).toBe(201);
    const { data, message } = created.json<SaveResponse<ConfigUser>>();
    expect(message).toBe(MESSAGES.userSaved);
    expect(data).toMatchObject({
      name: 'Greta Hall',
      email,
      phone: '+40 700 000 001',
      location_id: 1,
      is_limited_pm: false,
      disabled: false,
    });

    const role = await kit.call('pm', 'POST', 'role', { user_id: data.id, role_id: 3 });
    expect(role.statusCode).toBe(200);
    expect(role.json<SaveResponse<ConfigUser>>().message).toBe(MESSAGES.roleSaved);
    expect((await byRole(3, `searchString=${email}`)).data.users.map((u) => u.id)).toEqual([data.id]);
    expect(publishedUsers().length).toBe(before + 2);
    expect(publishedUsers().at(-1)).toEqual({ channel: 'private-portal', event: 'users-update', data: { id: data.id } });
  });

  it('gives a new user no password anyone knows', async () => {
    const email = newEmail();
    await kit.call('pm', 'POST', 'users', { name: 'No Password', email });
    await expect(kit.t.login(email)).rejects.toThrow(/422/);
  });

  it('validates POST role', async () => {
    const response = await kit.call('pm', 'POST', 'role', { user_id: 99999, role_id: 7 });
    expect(Object.keys(errorsOf(response))).toEqual(['role_id']);
    expect(errorsOf(await kit.call('pm', 'POST', 'role', { user_id: 99999, role_id: 2 }))).toEqual({
      user_id: ['The selected user id is invalid.'],
    });
    expect(errorsOf(await kit.call('pm', 'POST', 'role', { user_id: DEMO_USERS.pm.id, role_id: 4 }))).toEqual({
      role_id: [USER_MESSAGES.ownRole],
    });
  });
});

describe('editing a user', () => {
  it('saves name, e-mail, phone, location and the limited PM flag, and publishes', async () => {
    const { id } = (await kit.call('pm', 'POST', 'users', { name: 'Edit Me', email: newEmail(), role_id: 3 })).json<
      SaveResponse<ConfigUser>
    >().data;
    const before = publishedUsers().length;
    const response = await kit.call('pm', 'PUT', `users/${id}`, {
      name: 'Edited',
      email: 'edited.person@agency.test',
      phone: '',
      location_id: 2,
      is_limited_pm: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SaveResponse<ConfigUser>>().data).toMatchObject({
      id,
      name: 'Edited',
      email: 'edited.person@agency.test',
      phone: null,
      location_id: 2,
      location: SEED_LOCATIONS[1].name,
      is_limited_pm: true,
      role: 3,
    });
    expect(publishedUsers().length).toBe(before + 1);
  });

  it('makes only Hogarth PMs limited PMs (a manager cannot take away their own rights)', async () => {
    const refused = { is_limited_pm: [USER_MESSAGES.limitedPmHogarthOnly] };
    expect(errorsOf(await kit.call('pm', 'POST', 'users', { name: 'Limited Dev', email: newEmail(), is_limited_pm: 1 }))).toEqual(refused);
    expect(
      errorsOf(await kit.call('pm', 'POST', 'users', { name: 'Limited PM', email: newEmail(), role_id: 2, is_limited_pm: true })),
    ).toEqual(refused);
    const self = { name: DEMO_USERS.pm.name, email: DEMO_USERS.pm.email, is_limited_pm: 1 };
    expect(errorsOf(await kit.call('pm', 'PUT', `users/${DEMO_USERS.pm.id}`, self))).toEqual(refused);
    expect(await userOf(DEMO_USERS.pm.id)).toMatchObject({ is_limited_pm: false, role: 2 });
    expect(
      (
        await kit.call('pm', 'PUT', `users/${DEMO_USERS.dev2.id}`, {
          name: DEMO_USERS.dev2.name,
          email: DEMO_USERS.dev2.email,
          is_limited_pm: 0,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("keeps a user's own e-mail but refuses another user's", async () => {
    expect(
      (await kit.call('pm', 'PUT', `users/${DEMO_USERS.dev2.id}`, { name: DEMO_USERS.dev2.name, email: DEMO_USERS.dev2.email })).statusCode,
    ).toBe(200);
    expect(errorsOf(await kit.call('pm', 'PUT', `users/${DEMO_USERS.dev2.id}`, { name: 'X', email: DEMO_USERS.dev.email }))).toEqual({
      email: [USER_MESSAGES.emailTaken],
    });
    expect(Object.keys(errorsOf(await kit.call('pm', 'PUT', `users/${DEMO_USERS.dev2.id}`, {})))).toEqual(['name', 'email']);
  });
});

describe('team lead, active and activity types', () => {
  it('grants and revokes the team lead flag of a developer only', async () => {
    const granted = await kit.call('pm', 'PUT', `users/${DEMO_USERS.dev2.id}`, { is_teamlead: 1 });
    expect(granted.json<SaveResponse<ConfigUser>>()).toMatchObject({ data: { is_teamlead: true }, message: MESSAGES.teamLeadGranted });
    const teamLeads = (await kit.call('pm', 'GET', 'team-leads')).json<{ data: { users: { id: number }[] } }>().data.users;
    expect(teamLeads.map((u) => u.id)).toContain(DEMO_USERS.dev2.id);
    const revoked = await kit.call('pm', 'PUT', `users/${DEMO_USERS.dev2.id}`, { is_teamlead: 0 });
    expect(revoked.json<SaveResponse<ConfigUser>>()).toMatchObject({ data: { is_teamlead: false }, message: MESSAGES.teamLeadRevoked });
    expect(errorsOf(await kit.call('pm', 'PUT', `users/${DEMO_USERS.clientPm.id}`, { is_teamlead: 1 }))).toEqual({
      is_teamlead: [USER_MESSAGES.teamLeadDevelopersOnly],
    });
  });

  it('inactivates and activates a user; an inactive user cannot sign in', async () => {
    const email = newEmail();
    const { id } = (await kit.call('pm', 'POST', 'users', { name: 'Toggle Person', email, role_id: 2 })).json<SaveResponse<ConfigUser>>()
      .data;
    const off = await kit.call('pm', 'DELETE', `users/${id}`);
    expect(off.json<UserToggleResponse>()).toMatchObject({ data: { id, disabled: true }, message: MESSAGES.userInactivated });
    const on = await kit.call('pm', 'DELETE', `users/${id}`);
    expect(on.json<UserToggleResponse>()).toMatchObject({ data: { id, disabled: false }, message: MESSAGES.userActivated });

    const token = await kit.t.login(DEMO_USERS.dev2.email);
    await kit.call('pm', 'DELETE', `users/${DEMO_USERS.dev2.id}`);
    expect(
      (await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    await kit.call('pm', 'DELETE', `users/${DEMO_USERS.dev2.id}`);
  });

  it('does not let a manager inactivate their own account', async () => {
    expect(errorsOf(await kit.call('pm', 'DELETE', `users/${DEMO_USERS.pm.id}`))).toEqual({ user: [USER_MESSAGES.ownAccount] });
  });

  it("replaces a developer's activity types and project categories", async () => {
    const response = await kit.call('pm', 'POST', 'user-activity-types', {
      user_id: DEMO_USERS.dev2.id,
      user_activities: [2, 5, 5],
      user_project_categories: ['17'],
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json<SaveResponse<ConfigUser>>();
    expect(message).toBe(MESSAGES.userActivityTypesSaved);
    expect(data.UserActivities.map((a) => a.id).sort()).toEqual([2, 5]);
    expect(data.UserProjectCategories.map((c) => c.id)).toEqual([17]);
    const cleared = await kit.call('pm', 'POST', 'user-activity-types', {
      user_id: DEMO_USERS.dev2.id,
      user_activities: [],
      user_project_categories: [],
    });
    expect(cleared.json<SaveResponse<ConfigUser>>().data).toMatchObject({ UserActivities: [], UserProjectCategories: [] });
  });

  it('validates the activity types call', async () => {
    expect(
      Object.keys(errorsOf(await kit.call('pm', 'POST', 'user-activity-types', { user_id: DEMO_USERS.dev2.id, user_activities: 'x' }))),
    ).toEqual(['user_activities']);
    expect(
      Object.keys(
        errorsOf(
          await kit.call('pm', 'POST', 'user-activity-types', {
            user_id: DEMO_USERS.dev2.id,
            user_activities: [99999],
            user_project_categories: [99999],
          }),
        ),
      ).sort(),
    ).toEqual(['user_activities', 'user_project_categories']);
    expect(errorsOf(await kit.call('pm', 'POST', 'user-activity-types', { user_id: DEMO_USERS.pm.id, user_activities: [1] }))).toEqual({
      user_id: [USER_MESSAGES.developersOnly],
    });
    expect(Object.keys(errorsOf(await kit.call('pm', 'POST', 'user-activity-types', {})))).toEqual(['user_id']);
  });
});
