import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  PASSWORD_LINK_SENT_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  type LoginResponse,
  type PasswordFindResponse,
  type ValidationErrorBody,
} from '@portal/shared/contract';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-data';
import { newestOutboxMail } from '../../mail/mailer';
import { bearer } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { NO_ACCOUNT_MESSAGE } from './login';

const RATE_LIMIT = 8;
const kit = setUpTestKit({ config: { loginRateLimitMax: RATE_LIMIT }, signedOut: true });
const STRONG_PASSWORD = 'plum-Harbor-9-lantern';

/** The reset mail is sent after the answer, so it is awaited. */
async function waitForMail(to: string, since: string | null = null) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = await newestOutboxMail(kit.t.config.outboxDir, to);
    if (mail && mail.link !== since) return mail;
    await setTimeout(50);
  }
  throw new Error(`no reset mail for ${to}`);
}

// As an API client signs in: the token in the answer (the browser's cookie sign-in is in sessions.test.ts).
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  kit.t.inject({ method: 'POST', url: '/api/login', payload: { email, password, token: true }, headers });

describe('POST /api/login', () => {
  it('answers the token, the session and the lookups', async () => {
    const response = await login('PM@agency.test ', 'demo1234');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<LoginResponse>();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.me).toEqual({
      id: DEMO_USERS.pm.id,
      name: 'Paula Martin',
      email: 'pm@agency.test',
      role: 2,
      sex: 'female',
      avatar: null,
      is_limited_pm: false,
      is_it: false,
      theme: 'theme-light',
    });
    expect(data.users.length).toBeGreaterThan(25);
    expect(data.users.find((u) => u.id === 15)).toMatchObject({ role: 2, disabled: false });
    expect(data.clients.length).toBe(25);
    expect(data.brands.length).toBe(40);
    expect(data.brands[0]).toEqual({ id: expect.any(Number), name: expect.any(String), business_units: expect.any(Array) });
  });

  it.each([
    ['pm@agency.test', { role: 2, is_limited_pm: false, is_it: false }],
    ['dev@agency.test', { role: 1, is_limited_pm: false, is_it: false }],
    ['dev2@agency.test', { role: 1, is_limited_pm: false, is_it: false }],
    ['limited@agency.test', { role: 2, is_limited_pm: true, is_it: false }],
    ['it@agency.test', { role: 6, is_limited_pm: false, is_it: true }],
    ['clientpm@agency.test', { role: 3, is_limited_pm: false, is_it: false }],
  ])('maps the role of %s to its session role', async (email, expected) => {
    const response = await login(email, 'demo1234');
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().data.me).toMatchObject(expected);
  });

  it('refuses a wrong password and an unknown e-mail with the same 422', async () => {
    for (const [email, password] of [
      ['dev@agency.test', 'wrong-password'],
      ['nobody@agency.test', 'demo1234'],
    ]) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: NO_ACCOUNT_MESSAGE, errors: { email: [NO_ACCOUNT_MESSAGE] } });
    }
  });

  it('refuses a disabled user', async () => {
    const response = await login('tom.becker@agency.test', 'demo1234');
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationErrorBody>().errors.email[0]).toMatch(/disabled/);
  });

  it('answers 422 with field messages for a missing or malformed body', async () => {
    const empty = await kit.t.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const malformed = await login('not-an-email', 'x');
    expect(malformed.json<ValidationErrorBody>().errors).toEqual({
      email: ['The email field must be a valid email address.'],
    });
    const notJson = await kit.t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses an e-mail or password of the wrong type, a NUL byte and a token that is not a boolean with 422', async () => {
    const send = (payload: unknown) => kit.t.inject({ method: 'POST', url: '/api/login', payload: payload as object });
    const objectEmail = await send({ email: { $ne: '' }, password: ['demo1234'] });
    expect(objectEmail.statusCode).toBe(422);
    expect(objectEmail.json<ValidationErrorBody>().errors).toEqual({
      email: ['The email field must be a string.'],
      password: ['The password field must be a string.'],
    });
    const nul = await send({ email: 'dev@agency.test', password: 'demo\u00001234' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json<ValidationErrorBody>().errors).toEqual({ password: ['The password field must not contain a NUL character.'] });
    const blank = await send({ email: 'dev@agency.test', password: '   ' });
    expect(blank.json<ValidationErrorBody>().errors).toEqual({ password: ['The password field is required.'] });
    const token = await send({ email: 'dev@agency.test', password: 'demo1234', token: 'yes' });
    expect(token.statusCode).toBe(422);
    expect(token.json<ValidationErrorBody>().errors).toEqual({ token: ['The token field must be true or false.'] });
  });
});

describe('bearer tokens', () => {
  it('refuses protected calls without a token or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-at-all-xxxxxxxxxxxx' }, { authorization: 'Basic abc' }]) {
      const response = await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('revokes the token at logout', async () => {
    const token = await kit.t.login('dev@agency.test');
    expect((await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(token) })).statusCode).toBe(200);
    const logout = await kit.t.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    // An empty body sent as JSON is an empty object, not an error.
    const second = await kit.t.login('dev@agency.test');
    const emptyJson = await kit.t.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(second), 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(204);
    const after = await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect((await kit.t.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('stops working when the user is disabled', async () => {
    const token = await kit.t.login('sofia.rossi@agency.test');
    await kit.t.database.db.update(users).set({ disabled: true }).where(eq(users.id, 10));
    try {
      expect((await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await kit.t.database.db.update(users).set({ disabled: false }).where(eq(users.id, 10));
    }
  });

  it('leaves the public calls open', async () => {
    expect((await kit.t.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await kit.t.inject({ method: 'GET', url: '/api/password/find/unknown-token-xxxxxxxxxxxxxxxx' })).statusCode).toBe(404);
  });
});

describe('password recovery', () => {
  const email = 'dev2@agency.test';

  it('mails a link, finds its e-mail, resets the password and signs out everywhere', async () => {
    const oldToken = await kit.t.login(email);

    const create = await kit.t.inject({ method: 'POST', url: '/api/password/create', payload: { email: 'DEV2@agency.test' } });
    expect(create.statusCode).toBe(200);
    expect(create.json()).toEqual({ success: true, message: PASSWORD_LINK_SENT_MESSAGE });

    const mail = await waitForMail(email);
    expect(mail).not.toBeNull();
    expect(mail).toMatchObject({ to: email, subject: expect.any(String), created_at: expect.any(String) });
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(mail.link);
    const match = /^http:\/\/localhost:3000\/change-password\/([A-Za-z0-9_-]+)$/.exec(mail.link ?? '');
    expect(match).not.toBeNull();
    const resetToken = match![1];

    const find = await kit.t.inject({ method: 'GET', url: `/api/password/find/${resetToken}` });
    expect(find.statusCode).toBe(200);
    expect(find.json<PasswordFindResponse>()).toEqual({ email });

    const mismatch = await kit.t.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email, password: STRONG_PASSWORD, password_confirmation: `${STRONG_PASSWORD}x`, token: resetToken },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<ValidationErrorBody>().errors).toEqual({ password: ['The password field confirmation does not match.'] });

    const tooShort = await kit.t.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email, password: '123', password_confirmation: '123', token: resetToken },
    });
    expect(tooShort.json<ValidationErrorBody>().errors).toEqual({ password: ['The password field must be at least 12 characters.'] });

    for (const common of ['password1234', 'abcdefabcdef', 'iloveyou2026']) {
      const tooCommon = await kit.t.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { email, password: common, password_confirmation: common, token: resetToken },
      });
      expect(tooCommon.statusCode).toBe(422);
      expect(tooCommon.json<ValidationErrorBody>().errors).toEqual({ password: [PASSWORD_TOO_COMMON_MESSAGE] });
    }

    const wrongEmail = await kit.t.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: 'pm@agency.test', password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD, token: resetToken },
    });
    expect(wrongEmail.statusCode).toBe(422);
    expect(Object.keys(wrongEmail.json<ValidationErrorBody>().errors)).toEqual(['email']);

    const reset = await kit.t.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email, password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD, token: resetToken },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Your password has been reset!' });

    // The token is spent, old sessions are gone, the new password works and the old one not.
    expect((await kit.t.inject({ method: 'GET', url: `/api/password/find/${resetToken}` })).statusCode).toBe(404);
    expect((await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(oldToken) })).statusCode).toBe(401);
    expect((await login(email, 'demo1234')).statusCode).toBe(422);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 404 with a message for an unknown or expired token', async () => {
    const response = await kit.t.inject({ method: 'GET', url: '/api/password/find/this-token-does-not-exist-at-all' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This password reset token is invalid.' });

    await kit.t.inject({ method: 'POST', url: '/api/password/create', payload: { email: 'pm@agency.test' } });
    const link = (await waitForMail('pm@agency.test')).link!;
    const token = link.split('/').pop()!;
    const later = new Date(kit.t.now.getTime() + 61 * 60_000);
    const { app } = kit.t;
    // Same database, a clock 61 minutes ahead.
    const future = await buildApp({ db: kit.t.database.db, config: kit.t.config, now: () => later });
    try {
      expect((await future.app.inject({ method: 'GET', url: `/api/password/find/${token}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/password/find/${token}` })).statusCode).toBe(200);
    } finally {
      await future.app.close();
    }
  });

  it('answers an unknown or disabled address as a real one, and mails nobody', async () => {
    const known = await kit.t.inject({ method: 'POST', url: '/api/password/create', payload: { email: 'it@agency.test' } });
    await waitForMail('it@agency.test');
    for (const address of ['ghost@agency.test', 'tom.becker@agency.test']) {
      const response = await kit.t.inject({ method: 'POST', url: '/api/password/create', payload: { email: address } });
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
      expect(response.headers['content-type']).toBe(known.headers['content-type']);
    }
    expect(known.json()).toEqual({ success: true, message: PASSWORD_LINK_SENT_MESSAGE });
    // Give a mail sent after the answer the time to arrive: none does.
    await setTimeout(300);
    expect(await newestOutboxMail(kit.t.config.outboxDir, 'ghost@agency.test')).toBeNull();
    expect(await newestOutboxMail(kit.t.config.outboxDir, 'tom.becker@agency.test')).toBeNull();
  });

  it('limits recovery requests per IP and e-mail, with a 429 message', async () => {
    const request = (email: string) => kit.t.inject({ method: 'POST', url: '/api/password/create', payload: { email } });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await request('flood@agency.test')).statusCode).toBe(200);
    const limited = await request('flood@agency.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many attempts. Please try again in /) });
    expect((await request('other.flood@agency.test')).statusCode).toBe(200);
  });

  it('refuses malformed addresses and incomplete resets with 422', async () => {
    const malformed = await kit.t.inject({ method: 'POST', url: '/api/password/create', payload: { email: 'ghost' } });
    expect(malformed.json<ValidationErrorBody>().errors.email).toEqual(['The email field must be a valid email address.']);
    const missing = await kit.t.inject({ method: 'POST', url: '/api/password/reset', payload: {} });
    expect(Object.keys(missing.json<ValidationErrorBody>().errors).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
    const wrongTypes = await kit.t.inject({ method: 'POST', url: '/api/password/create', payload: { email: ['dev@agency.test'] } });
    expect(wrongTypes.statusCode).toBe(422);
    expect(wrongTypes.json<ValidationErrorBody>().errors).toEqual({ email: ['The email field must be a string.'] });
    const tooLong = await kit.t.inject({
      method: 'POST',
      url: '/api/password/create',
      payload: { email: `${'a'.repeat(250)}@agency.test` },
    });
    expect(tooLong.json<ValidationErrorBody>().errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });
});

describe('CORS', () => {
  it('allows the portal origins and no others', async () => {
    const allowed = await kit.t.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/i);

    const simple = await kit.t.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://127.0.0.1:3000' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');

    const foreign = await kit.t.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
