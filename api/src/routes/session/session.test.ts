import { describe, expect, it } from '@jest/globals';
import { and, count, eq, isNull } from 'drizzle-orm';
import type {
  CheckUserDataResponse,
  SettingsResponse,
  UpdateUserStoreResponse,
  WorkingPlacesForwardResponse,
} from '@portal/shared/contract';
import { notifications, users, workingPlaces } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-data';
import { nextWorkingDays, today } from '../../lib/dates';
import { bearer, type DemoAccount } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const { tokens } = kit;

const get = (url: string, token: string) => kit.t.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) => kit.t.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('GET /api/update-user-store', () => {
  it('answers me and every lookup without a section', async () => {
    const response = await get('/api/update-user-store', tokens.dev);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<UpdateUserStoreResponse>();
    expect(Object.keys(data).sort()).toEqual(['brands', 'clients', 'me', 'users']);
    expect(data.me).toMatchObject({ id: DEMO_USERS.dev.id, role: 1, email: 'dev@agency.test' });
    const [{ total }] = await kit.t.database.db.select({ total: count() }).from(users);
    expect(data.users).toHaveLength(total);
    expect(data.users!.find((u) => u.id === DEMO_USERS.limited.id)).toEqual({
      id: DEMO_USERS.limited.id,
      name: DEMO_USERS.limited.name,
      role: 3,
      disabled: false,
      is_limited_pm: true,
      avatar: null,
      sex: 'female',
    });
    expect(data.users!.some((u) => u.disabled)).toBe(true);
    expect(data.clients!.filter((c) => c.name.includes('Hogarth')).length).toBeGreaterThanOrEqual(3);
    const hogarthBrands = data.brands!.filter((b) => b.business_units.some((u) => u.name.includes('Hogarth')));
    expect(hogarthBrands.length).toBeGreaterThanOrEqual(5);
  });

  it.each(['users', 'clients', 'brands'] as const)('answers only me and %s for that section', async (section) => {
    const response = await get(`/api/update-user-store?section=${section}`, tokens.pm);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<UpdateUserStoreResponse>().data).sort()).toEqual([section, 'me'].sort());
  });

  it('refuses an unknown section with 422', async () => {
    const response = await get('/api/update-user-store?section=projects', tokens.pm);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The selected section is invalid.',
      errors: { section: ['The selected section is invalid.'] },
    });
  });
});

describe('GET /api/check-user-data and POST /api/read-notification', () => {
  it('gives has_approval 1 to full PMs and granted users only', async () => {
    const approval = async (key: DemoAccount) =>
      (await get('/api/check-user-data', tokens[key])).json<CheckUserDataResponse>().has_approval;
    expect(await approval('pm')).toBe(1);
    expect(await approval('dev')).toBe(1);
    expect(await approval('dev2')).toBe(0);
    expect(await approval('limited')).toBe(0);
    expect(await approval('it')).toBe(0);
    expect(await approval('clientPm')).toBe(0);
  });

  it('lists the unread notifications, newest first, including the hostile one for the portal to sanitise', async () => {
    const { user_notifications: list } = (await get('/api/check-user-data', tokens.pm)).json<CheckUserDataResponse>();
    const unread = await kit.t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, DEMO_USERS.pm.id), isNull(notifications.readAt)));
    expect(list.map((n) => n.id).sort()).toEqual(unread.map((n) => n.id).sort());
    const times = list.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.some((n) => n.message.includes('<img src=x onerror=alert(1)>'))).toBe(true);
    expect(list.some((n) => /^\/project\/\d+$/.test(n.link ?? ''))).toBe(true);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      link: expect.anything(),
      message: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    for (const token of Object.values(tokens)) {
      expect((await get('/api/check-user-data', token)).json<CheckUserDataResponse>().user_notifications.length).toBeGreaterThan(0);
    }
  });

  it('writes the dates in notification texts as DD.MM.YYYY, never YYYY-MM-DD', async () => {
    const { user_notifications: list } = (await get('/api/check-user-data', tokens.pm)).json<CheckUserDataResponse>();
    const deadline = list.find((n) => n.title === 'Deadline approaching');
    expect(deadline?.message).toMatch(/ is due on <b>\d\d\.\d\d\.\d{4}<\/b>\.$/);
    for (const { message } of list) expect(message).not.toMatch(/\d{4}-\d\d-\d\d/);
  });

  it('marks a notification read, which removes it from the list', async () => {
    const before = (await get('/api/check-user-data', tokens.dev)).json<CheckUserDataResponse>().user_notifications;
    const target = before[0];
    const response = await post('/api/read-notification', tokens.dev, { notificationId: target.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const after = (await get('/api/check-user-data', tokens.dev)).json<CheckUserDataResponse>().user_notifications;
    expect(after.map((n) => n.id)).toEqual(before.slice(1).map((n) => n.id));
    // Reading it again is harmless.
    expect((await post('/api/read-notification', tokens.dev, { notificationId: target.id })).statusCode).toBe(200);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const [pmNote] = (await get('/api/check-user-data', tokens.pm)).json<CheckUserDataResponse>().user_notifications;
    const response = await post('/api/read-notification', tokens.dev2, { notificationId: pmNote.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const [row] = await kit.t.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, pmNote.id));
    expect(row.readAt).toBeNull();
    expect((await post('/api/read-notification', tokens.dev2, { notificationId: 999999 })).statusCode).toBe(404);
  });

  it('validates the notification id', async () => {
    const response = await post('/api/read-notification', tokens.dev, { notificationId: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The notificationId field must be an integer.',
      errors: { notificationId: ['The notificationId field must be an integer.'] },
    });
  });

  it('refuses an id beyond the database integer or of the wrong type with 422', async () => {
    const tooLarge = await post('/api/read-notification', tokens.dev, { notificationId: 2147483648 });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toEqual({
      message: 'The selected notificationId is invalid.',
      errors: { notificationId: ['The selected notificationId is invalid.'] },
    });
    const list = await post('/api/read-notification', tokens.dev, { notificationId: [1] });
    expect(list.json()).toEqual({
      message: 'The notificationId field must be an integer.',
      errors: { notificationId: ['The notificationId field must be an integer.'] },
    });
  });
});

describe('GET /api/uwp-is-three-days-forward', () => {
  const forward = async (key: DemoAccount) =>
    (await get('/api/uwp-is-three-days-forward', tokens[key])).json<WorkingPlacesForwardResponse>().is_setup_forward_three_days;

  it('is true for dev (working places set ahead) and false for dev2 (none ahead)', async () => {
    expect(await forward('dev')).toBe(true);
    expect(await forward('dev2')).toBe(false);
  });

  it('needs every one of the next three working days', async () => {
    const days = nextWorkingDays(today(kit.t.now), 3);
    await kit.t.database.db
      .insert(workingPlaces)
      .values(days.slice(0, 2).map((manualDate) => ({ userId: DEMO_USERS.dev2.id, manualDate, workingPlace: 1 })));
    expect(await forward('dev2')).toBe(false);
    await kit.t.database.db.insert(workingPlaces).values({ userId: DEMO_USERS.dev2.id, manualDate: days[2], workingPlace: 2 });
    expect(await forward('dev2')).toBe(true);
  });
});

describe('POST /api/settings', () => {
  it('stores the theme, which me reflects', async () => {
    const dark = await post('/api/settings', tokens.clientPm, { theme: 'theme-dark' });
    expect(dark.statusCode).toBe(200);
    expect(dark.json<SettingsResponse>()).toEqual({ user_settings: { theme: 'theme-dark' } });
    const me = async () => (await get('/api/update-user-store?section=clients', tokens.clientPm)).json<UpdateUserStoreResponse>().data.me;
    expect((await me()).theme).toBe('theme-dark');
    await post('/api/settings', tokens.clientPm, { theme: 'theme-light' });
    expect((await me()).theme).toBe('theme-light');
  });

  it('refuses other themes with 422', async () => {
    const response = await post('/api/settings', tokens.clientPm, { theme: 'theme-pink' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The selected theme is invalid.', errors: { theme: ['The selected theme is invalid.'] } });
    expect((await post('/api/settings', tokens.clientPm, { theme: ['theme-dark'] })).json()).toEqual({
      message: 'The selected theme is invalid.',
      errors: { theme: ['The selected theme is invalid.'] },
    });
    expect((await post('/api/settings', tokens.clientPm, {})).json()).toEqual({
      message: 'The theme field is required.',
      errors: { theme: ['The theme field is required.'] },
    });
  });
});
