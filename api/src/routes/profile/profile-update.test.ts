import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  PASSWORD_TOO_COMMON_MESSAGE,
  type ProfileUpdateResponse,
  type UpdateUserStoreResponse,
  type ValidationErrorBody,
} from '@portal/shared/contract';
import { users } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-data';
import { bearer, multipartBody, TINY_PNG } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { AVATAR_SIZE_MESSAGE, AVATAR_TYPE_MESSAGE, WRONG_PASSWORD_MESSAGE } from './profile-update';

// Each test signs in itself: a password change revokes the account's tokens.
const kit = setUpTestKit({ signedOut: true });
const { published } = kit;

type Avatar = { filename: string; contentType: string; data: Buffer };

function update(token: string, fields: Record<string, string>, avatar?: Avatar) {
  const body = multipartBody(fields, avatar && { field: 'avatar', ...avatar });
  return kit.t.inject({
    method: 'POST',
    url: '/api/profile/update',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;

describe('POST /api/profile/update: password', () => {
  it('needs the current password and the confirmation with a new password', async () => {
    const token = await kit.t.login('dev@agency.test');
    const response = await update(token, { password: 'another1' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(['old_password', 'password', 'password_confirmation']);
  });

  it('refuses a wrong current password', async () => {
    const token = await kit.t.login('dev@agency.test');
    const strong = 'plum-Harbor-9-lantern';
    const response = await update(token, { old_password: 'not-it', password: strong, password_confirmation: strong });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: WRONG_PASSWORD_MESSAGE, errors: { old_password: [WRONG_PASSWORD_MESSAGE] } });
  });

  it('refuses a short, common or unconfirmed new password, with the reason under the password', async () => {
    const token = await kit.t.login('dev@agency.test');
    const tryPassword = (password: string, confirmation = password) =>
      update(token, { old_password: 'demo1234', password, password_confirmation: confirmation });
    // Eleven characters: one short of the rule.
    expect(errorsOf(await tryPassword('Kq7#vLp2$xZ'))).toEqual({ password: ['The password field must be at least 12 characters.'] });
    // Long enough, but a common password, a common one with digits, a keyboard walk or the user's own name.
    for (const common of ['password1234', 'Welcome12345', 'qwertyuiop12', 'Daniel Evans 1']) {
      const response = await tryPassword(common);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: PASSWORD_TOO_COMMON_MESSAGE, errors: { password: [PASSWORD_TOO_COMMON_MESSAGE] } });
    }
    expect(errorsOf(await tryPassword('plum-Harbor-9-lantern', 'plum-Harbor-9-lanterm'))).toEqual({
      password: ['The password field confirmation does not match.'],
    });
    // Refused attempts changed nothing: the old password still signs in.
    await expect(kit.t.login('dev@agency.test')).resolves.toEqual(expect.any(String));
  });

  // The page signed in by cookie goes on in a new session: sessions.test.ts.
  it('changes the password and ends every bearer session of the user, this one included', async () => {
    const other = await kit.t.login('clientpm@agency.test');
    const token = await kit.t.login('clientpm@agency.test');
    const changed = 'changed-to-Orbit-47';
    const response = await update(token, { old_password: 'demo1234', password: changed, password_confirmation: changed });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileUpdateResponse>()).toEqual({ avatar: null });
    expect((await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(token) })).statusCode).toBe(401);
    expect((await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(other) })).statusCode).toBe(401);
    await expect(kit.t.login('clientpm@agency.test')).rejects.toThrow(/422/);
    await expect(kit.t.login('clientpm@agency.test', changed)).resolves.toEqual(expect.any(String));
  });

  it('refuses a NUL byte in a form field, and fields of the wrong type in a JSON body, with 422', async () => {
    const token = await kit.t.login('it@agency.test');
    const nul = await update(token, { old_password: 'demo\u00001234' });
    expect(nul.statusCode).toBe(422);
    expect(errorsOf(nul)).toEqual({ old_password: ['The old password field must not contain a NUL character.'] });
    const json = await kit.t.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: bearer(token),
      payload: { old_password: 'demo1234', password: { length: 20 }, password_confirmation: ['x'] },
    });
    expect(json.statusCode).toBe(422);
    expect(errorsOf(json)).toEqual({
      password: ['The password field must be a string.'],
      password_confirmation: ['The password confirmation field must be a string.'],
    });
  });

  it('accepts an empty update', async () => {
    const token = await kit.t.login('it@agency.test');
    const response = await update(token, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ avatar: null });
  });
});

describe('POST /api/profile/update: avatar', () => {
  it('refuses a file that is not an image, whatever its declared type', async () => {
    const token = await kit.t.login('dev2@agency.test');
    const response = await update(
      token,
      {},
      { filename: 'evil.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)></svg>') },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: AVATAR_TYPE_MESSAGE, errors: { avatar: [AVATAR_TYPE_MESSAGE] } });
  });

  it('refuses a file over 2 MB', async () => {
    const token = await kit.t.login('dev2@agency.test');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await update(token, {}, { filename: 'big.png', contentType: 'image/png', data: big });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: AVATAR_SIZE_MESSAGE, errors: { avatar: [AVATAR_SIZE_MESSAGE] } });
    const [row] = await kit.t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, DEMO_USERS.dev2.id));
    expect(row.avatar).toBeNull();
  });

  it('stores a PNG under a random name, serves it publicly and announces users-update', async () => {
    const token = await kit.t.login('dev2@agency.test');
    published.length = 0;
    const response = await update(token, {}, { filename: '../../etc/passwd.png', contentType: 'application/octet-stream', data: TINY_PNG });
    expect(response.statusCode).toBe(200);
    const { avatar } = response.json<ProfileUpdateResponse>();
    expect(avatar).toMatch(/^http:\/\/localhost:4000\/api\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const file = avatar!.split('/').pop()!;
    expect(fs.readFileSync(path.join(kit.t.config.uploadDir, 'avatars', file))).toEqual(TINY_PNG);

    const served = await kit.t.inject({ method: 'GET', url: `/api/uploads/avatars/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(TINY_PNG);

    expect(published).toEqual([{ channel: 'private-portal', event: 'users-update', data: { id: DEMO_USERS.dev2.id } }]);

    const store = (
      await kit.t.inject({ method: 'GET', url: '/api/update-user-store?section=users', headers: bearer(token) })
    ).json<UpdateUserStoreResponse>();
    expect(store.data.me.avatar).toBe(avatar);
    expect(store.data.users!.find((u) => u.id === DEMO_USERS.dev2.id)!.avatar).toBe(avatar);

    // A newer avatar replaces the file of the old one.
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const second = await update(token, {}, { filename: 'a.gif', contentType: 'image/gif', data: gif });
    expect(second.json<ProfileUpdateResponse>().avatar).toMatch(/\.gif$/);
    expect(fs.existsSync(path.join(kit.t.config.uploadDir, 'avatars', file))).toBe(false);
  });

  it('serves only stored names: no traversal, no unknown files', async () => {
    for (const name of ['..%2F..%2Fpackage.json', '%2E%2E%2Fsecret.png', 'abc.png', `${'0'.repeat(32)}.png`, `${'a'.repeat(32)}.svg`]) {
      const response = await kit.t.inject({ method: 'GET', url: `/api/uploads/avatars/${name}` });
      expect(response.statusCode).toBe(404);
    }
    expect((await kit.t.inject({ method: 'GET', url: '/api/uploads/avatars/../../../package.json' })).statusCode).toBe(404);
  });
});
