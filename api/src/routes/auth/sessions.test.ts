import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { LoginResponse } from '@portal/shared/contract';
import { CROSS_SITE_MESSAGE } from '../../auth/same-site-call';
import { authTokens, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { bearer, multipartBody } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();
const FROM_THE_PORTAL = { 'x-requested-with': 'XMLHttpRequest' };
const HOUR = 60 * 60_000;

/** Moves the app's clock; every test puts it back. */
function clockAt(offsetMs: number): void {
  const at = new Date(kit.now.getTime() + offsetMs);
  kit.t.ctx.now = () => at;
}
afterEach(() => {
  kit.t.ctx.now = () => kit.now;
});

type SetCookie = { name: string; value: string; attributes: Record<string, string | true> };

function setCookies(headers: Record<string, unknown>): Record<string, SetCookie> {
  const raw = headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return Object.fromEntries(
    lines.map((line) => {
      const [pair, ...rest] = line.split(/;\s*/);
      const [name, value] = pair.split('=');
      const attributes = Object.fromEntries(
        rest.map((part) => {
          const [key, attr] = part.split('=');
          return [key.toLowerCase(), attr ?? true];
        }),
      );
      return [name, { name, value, attributes }];
    }),
  );
}

/** Signs in as the portal's page does: no `token: true`, with X-Requested-With. */
async function browserSignIn(email: string, password = DEMO_PASSWORD) {
  const response = await kit.t.inject({ method: 'POST', url: '/api/login', headers: FROM_THE_PORTAL, payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return { response, token: setCookies(response.headers).portal_token.value };
}

const withCookie = (token: string) => ({ cookie: `portal_token=${token}` });
const checkUserData = (headers: Record<string, string>) => kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers });

describe('the session cookie', () => {
  it('carries the session at a browser sign-in: HttpOnly, SameSite=Strict, Path=/api, the lifetime as Max-Age, no token in the answer', async () => {
    const { response, token } = await browserSignIn('dev@agency.test');
    expect(response.json<LoginResponse>().data.token).toBeUndefined();
    expect(response.json<LoginResponse>().data.me.email).toBe('dev@agency.test');

    const cookies = setCookies(response.headers);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.portal_token.attributes).toEqual({ 'max-age': '604800', path: '/api', httponly: true, samesite: 'Strict' });
    // The readable marker says only that there is a session.
    expect(cookies.portal_session).toEqual({
      name: 'portal_session',
      value: '1',
      attributes: { 'max-age': '604800', path: '/', samesite: 'Strict' },
    });
    expect((await checkUserData(withCookie(token))).statusCode).toBe(200);
  });

  it('is Secure when the sign-in came over https', async () => {
    const dir = fs.mkdtempSync(path.join(kit.t.tmpDir, 'tls-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1'].concat([
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    await kit.t.app.ready();
    const server = https.createServer(
      { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
      (req, res) => kit.t.app.routing(req, res),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = https.request(
          {
            host: '127.0.0.1',
            port: (server.address() as AddressInfo).port,
            path: '/api/login',
            method: 'POST',
            rejectUnauthorized: false,
            headers: { 'content-type': 'application/json', ...FROM_THE_PORTAL },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ email: 'dev2@agency.test', password: DEMO_PASSWORD }));
      });
      const cookies = setCookies(headers);
      expect(cookies.portal_token.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Strict', path: '/api' });
      expect(cookies.portal_session.attributes).toMatchObject({ secure: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is not set for an API client, which gets a bearer token in the answer instead', async () => {
    const response = await kit.t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'dev@agency.test', password: DEMO_PASSWORD, token: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { token } = response.json<LoginResponse>().data;
    expect((await checkUserData(bearer(token!))).statusCode).toBe(200);
  });

  it('is refused to a sign-in that does not come from the portal itself (login forgery)', async () => {
    const response = await kit.t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'dev@agency.test', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('is cleared, and its token revoked, at logout', async () => {
    const { token } = await browserSignIn('dev@agency.test');
    const logout = await kit.t.inject({ method: 'POST', url: '/api/logout', headers: { ...withCookie(token), ...FROM_THE_PORTAL } });
    expect(logout.statusCode).toBe(204);
    const cleared = setCookies(logout.headers);
    expect(cleared.portal_token).toMatchObject({ value: '', attributes: { path: '/api', httponly: true } });
    expect(cleared.portal_token.attributes.expires).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
    expect(cleared.portal_session).toMatchObject({ value: '', attributes: { path: '/', expires: 'Thu, 01 Jan 1970 00:00:00 GMT' } });
    expect((await checkUserData(withCookie(token))).statusCode).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  const newPassword = { old_password: DEMO_PASSWORD, password: 'forged-pass1', password_confirmation: 'forged-pass1' };
  const passwordHashOf = async (id: number) =>
    (await kit.t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0].hash;

  it('refuses a cross-site form post that has only the cookie, and stores nothing', async () => {
    const { token } = await browserSignIn('nina.horvat@agency.test');
    const before = await passwordHashOf(14);
    // What a hidden form on another site submits: multipart, the browser adds the cookie (were it not SameSite).
    const form = multipartBody(newPassword);
    for (const extra of [{}, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }]) {
      const response = await kit.t.inject({
        method: 'POST',
        url: '/api/profile/update',
        headers: { ...withCookie(token), ...form.headers, ...extra },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    }
    expect(await passwordHashOf(14)).toBe(before);
    // Even with the header, a request the browser labels cross-site is refused.
    const labelled = await kit.t.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { ...withCookie(token), ...FROM_THE_PORTAL, 'sec-fetch-site': 'cross-site' },
      payload: { theme: 'theme-dark' },
    });
    expect(labelled.statusCode).toBe(403);
    // Reading needs no header: SameSite keeps the cookie off other sites' requests.
    expect((await checkUserData(withCookie(token))).statusCode).toBe(200);
  });

  it('lets the same change through with X-Requested-With, and bearer calls without it', async () => {
    const { token } = await browserSignIn('andrei.marin@agency.test');
    const form = multipartBody(newPassword);
    const response = await kit.t.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: { ...withCookie(token), ...form.headers, ...FROM_THE_PORTAL, 'sec-fetch-site': 'same-origin' },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    await expect(kit.t.login('andrei.marin@agency.test', 'forged-pass1')).resolves.toEqual(expect.any(String));

    const settings = await kit.call('dev2', 'POST', 'settings', { theme: 'theme-dark' });
    expect(settings.statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('ends a session after SESSION_IDLE_MINUTES (8 hours) without a call; a call keeps it alive', async () => {
    const idle = await kit.t.login('julia.novak@agency.test');
    const busy = await kit.t.login('julia.novak@agency.test');
    clockAt(4 * HOUR);
    expect((await checkUserData(bearer(busy))).statusCode).toBe(200);
    clockAt(8 * HOUR + 60_000);
    const expired = await checkUserData(bearer(idle));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await checkUserData(bearer(busy))).statusCode).toBe(200);
    // Gone for good: turning the clock back does not revive it.
    clockAt(0);
    expect((await checkUserData(bearer(idle))).statusCode).toBe(401);
  });

  it('ends a session SESSION_LIFETIME_MINUTES (7 days) after sign-in, however busy, and clears its cookies', async () => {
    const { token } = await browserSignIn('emma.brown@agency.test');
    for (let hours = 4; hours < 7 * 24; hours += 4) {
      clockAt(hours * HOUR);
      expect((await checkUserData(withCookie(token))).statusCode).toBe(200);
    }
    clockAt(7 * 24 * HOUR - 60_000);
    expect((await checkUserData(withCookie(token))).statusCode).toBe(200);
    clockAt(7 * 24 * HOUR + 60_000);
    const expired = await checkUserData(withCookie(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Unauthenticated.' });
    expect(setCookies(expired.headers).portal_token).toMatchObject({ value: '', attributes: { expires: 'Thu, 01 Jan 1970 00:00:00 GMT' } });
    expect(setCookies(expired.headers).portal_session).toMatchObject({ value: '' });
  });

  it('sweeps a user’s expired tokens at the next sign-in', async () => {
    await kit.t.login('radu.ene@agency.test');
    clockAt(9 * HOUR);
    await kit.t.login('radu.ene@agency.test');
    const rows = await kit.t.database.db.select().from(authTokens).where(eq(authTokens.userId, 21));
    expect(rows).toHaveLength(1);
  });
});

describe('ending every session of a user', () => {
  it('disabling the user ends them for good: enabling again does not bring them back', async () => {
    const bearerToken = await kit.t.login('sofia.rossi@agency.test');
    const { token: cookieToken } = await browserSignIn('sofia.rossi@agency.test');
    expect((await kit.call('pm', 'DELETE', 'users/10')).json()).toMatchObject({ data: { disabled: true } });
    expect((await checkUserData(bearer(bearerToken))).statusCode).toBe(401);
    expect((await kit.call('pm', 'DELETE', 'users/10')).json()).toMatchObject({ data: { disabled: false } });
    expect((await checkUserData(bearer(bearerToken))).statusCode).toBe(401);
    expect((await checkUserData(withCookie(cookieToken))).statusCode).toBe(401);
    await expect(kit.t.login('sofia.rossi@agency.test')).resolves.toEqual(expect.any(String));
  });

  it('a password change ends them all; the page that changed it goes on in a new session', async () => {
    const apiClient = await kit.t.login('chloe.dubois@agency.test');
    const otherBrowser = (await browserSignIn('chloe.dubois@agency.test')).token;
    const { token } = await browserSignIn('chloe.dubois@agency.test');
    const form = multipartBody({ old_password: DEMO_PASSWORD, password: 'changed-pass1', password_confirmation: 'changed-pass1' });
    const response = await kit.t.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: { ...withCookie(token), ...form.headers, ...FROM_THE_PORTAL },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const renewed = setCookies(response.headers).portal_token.value;
    expect(renewed).not.toBe(token);
    for (const old of [bearer(apiClient), withCookie(otherBrowser), withCookie(token)])
      expect((await checkUserData(old)).statusCode).toBe(401);
    expect((await checkUserData(withCookie(renewed))).statusCode).toBe(200);
  });

  it('"Sign out everywhere" revokes every token of the user and clears this browser’s cookies', async () => {
    const apiClient = await kit.t.login('ioana.stan@agency.test');
    const otherBrowser = (await browserSignIn('ioana.stan@agency.test')).token;
    const { token } = await browserSignIn('ioana.stan@agency.test');
    const someoneElse = await kit.t.login('felix.braun@agency.test');
    const response = await kit.t.inject({
      method: 'POST',
      url: '/api/logout-everywhere',
      headers: { ...withCookie(token), ...FROM_THE_PORTAL },
    });
    expect(response.statusCode).toBe(204);
    expect(setCookies(response.headers).portal_token.value).toBe('');
    for (const old of [bearer(apiClient), withCookie(otherBrowser), withCookie(token)])
      expect((await checkUserData(old)).statusCode).toBe(401);
    expect((await checkUserData(bearer(someoneElse))).statusCode).toBe(200);
  });
});
