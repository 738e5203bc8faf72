import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { TwoFactorConfirmResponse, TwoFactorEnrolment, TwoFactorStatusResponse, ValidationErrorBody } from '@portal/shared/contract';
import { isTwoFactorStep, type LoginAnswer } from '@portal/shared/contract';
import { twoFactorCredentials, twoFactorRecoveryCodes } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { codeAt } from '../../test/two-factor-codes';
import { WRONG_CODE_MESSAGE } from '../auth/login-two-factor';
import { ALREADY_ON_MESSAGE, PASSWORD_OR_CODE_MESSAGE } from './two-factor';
import { WRONG_PASSWORD_MESSAGE } from './profile-update';

const kit = setUpTestKit();
const status = async (account: 'dev2' | 'clientPm') =>
  (await kit.call(account, 'GET', 'profile/two-factor')).json<TwoFactorStatusResponse>();
const signIn = async (email: string) =>
  (await kit.t.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'demo1234', token: true } })).json<LoginAnswer>();

describe('two-factor sign-in in the profile', () => {
  it('enrols with a secret that is active only once a current code confirms it', async () => {
    expect(await status('dev2')).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const enrol = await kit.call('dev2', 'POST', 'profile/two-factor/enrol');
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauth_uri } = enrol.json<TwoFactorEnrolment>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(`otpauth://totp/Agency%20portal:dev2%40agency.test?secret=${secret}&issuer=Agency%20portal`);
    // Nothing is asked at sign-in until the code confirms it.
    expect(await status('dev2')).toMatchObject({ enabled: false });
    expect(isTwoFactorStep(await signIn('dev2@agency.test'))).toBe(false);

    const wrong = await kit.call('dev2', 'POST', 'profile/two-factor/confirm', { code: await codeAt(secret, kit.now, 3) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ValidationErrorBody>().errors).toEqual({ code: [WRONG_CODE_MESSAGE] });

    const confirm = await kit.call('dev2', 'POST', 'profile/two-factor/confirm', { code: await codeAt(secret, kit.now) });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json<TwoFactorConfirmResponse>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expect(await status('dev2')).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect(isTwoFactorStep(await signIn('dev2@agency.test'))).toBe(true);

    // The secret is never answered again, and neither it nor the recovery codes are stored in clear.
    const again = await kit.call('dev2', 'POST', 'profile/two-factor/enrol');
    expect(again.statusCode).toBe(422);
    expect(again.json<ValidationErrorBody>().errors).toEqual({ code: [ALREADY_ON_MESSAGE] });
    expect(JSON.stringify(await status('dev2'))).not.toContain(secret);
    const db = kit.t.database.db;
    const [stored] = await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, DEMO_USERS.dev2.id));
    expect(stored.sealedSecret).not.toContain(secret);
    const hashes = await db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, DEMO_USERS.dev2.id));
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) for (const code of codes) expect(codeHash).not.toContain(code.replace('-', ''));
  });

  it('turns off with the password or a current code, not with a code already used', async () => {
    const { secret } = (await kit.call('clientPm', 'POST', 'profile/two-factor/enrol')).json<TwoFactorEnrolment>();
    const used = await codeAt(secret, kit.now);
    expect((await kit.call('clientPm', 'POST', 'profile/two-factor/confirm', { code: used })).statusCode).toBe(200);

    const nothing = await kit.call('clientPm', 'POST', 'profile/two-factor/disable', {});
    expect(nothing.json<ValidationErrorBody>().errors).toEqual({ password: [PASSWORD_OR_CODE_MESSAGE] });
    const wrongPassword = await kit.call('clientPm', 'POST', 'profile/two-factor/disable', { password: 'not-mine' });
    expect(wrongPassword.json<ValidationErrorBody>().errors).toEqual({ password: [WRONG_PASSWORD_MESSAGE] });
    const replayed = await kit.call('clientPm', 'POST', 'profile/two-factor/disable', { code: used });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json<ValidationErrorBody>().errors).toEqual({ code: [WRONG_CODE_MESSAGE] });
    expect(await status('clientPm')).toMatchObject({ enabled: true });

    const byCode = await kit.call('clientPm', 'POST', 'profile/two-factor/disable', { code: await codeAt(secret, kit.now, 1) });
    expect(byCode.statusCode).toBe(204);
    expect(await status('clientPm')).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect(isTwoFactorStep(await signIn('clientpm@agency.test'))).toBe(false);

    // On again with a new secret, off with the password.
    const second = (await kit.call('clientPm', 'POST', 'profile/two-factor/enrol')).json<TwoFactorEnrolment>();
    expect(second.secret).not.toBe(secret);
    await kit.call('clientPm', 'POST', 'profile/two-factor/confirm', { code: await codeAt(second.secret, kit.now) });
    const byPassword = await kit.call('clientPm', 'POST', 'profile/two-factor/disable', { password: 'demo1234' });
    expect(byPassword.statusCode).toBe(204);
    expect(await status('clientPm')).toMatchObject({ enabled: false });
  });

  it('needs a signed-in caller', async () => {
    expect((await kit.call(null, 'GET', 'profile/two-factor')).statusCode).toBe(401);
    expect((await kit.call(null, 'POST', 'profile/two-factor/enrol')).statusCode).toBe(401);
  });
});
