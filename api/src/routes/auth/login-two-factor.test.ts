import { describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  isTwoFactorStep,
  type LoginAnswer,
  type LoginTwoFactorResponse,
  type LoginTwoFactorSessionResponse,
  type TwoFactorStatusResponse,
  type ValidationErrorBody,
} from '@portal/shared/contract';
import { buildApp } from '../../app';
import { authTokens } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-data';
import { bearer } from '../../test/test-app';
import { setUpTestKit } from '../../test/test-kit';
import { codeAt, enrolThroughProfile } from '../../test/two-factor-codes';
import { MAX_CODE_ATTEMPTS } from '../../two-factor/challenges';
import { REQUIRED_FOR_ROLE_MESSAGE } from '../profile/two-factor';
import { CHALLENGE_EXPIRED_MESSAGE, TOO_MANY_CODES_MESSAGE, WRONG_CODE_MESSAGE, WRONG_RECOVERY_CODE_MESSAGE } from './login-two-factor';

const kit = setUpTestKit({ signedOut: true });
type Inject = (options: InjectOptions) => ReturnType<typeof kit.t.inject>;
const viaKit: Inject = (options) => kit.t.inject(options);

const login = async (email: string, inject = viaKit) => {
  const response = await inject({ method: 'POST', url: '/api/login', payload: { email, password: 'demo1234', token: true } });
  expect(response.statusCode).toBe(200);
  return response.json<LoginAnswer>();
};
const challengeOf = (answer: LoginAnswer) => {
  if (!isTwoFactorStep(answer)) throw new Error('expected a two-factor step');
  return answer.two_factor.challenge;
};
const secondStep = (payload: Record<string, string>, inject = viaKit) =>
  inject({ method: 'POST', url: '/api/login/two-factor', payload: { ...payload, token: true } });
const tokenCount = async (userId: number) =>
  (await kit.t.database.db.select({ n: count() }).from(authTokens).where(eq(authTokens.userId, userId)))[0].n;
const signedIn = async (token: string) =>
  (await kit.t.inject({ method: 'GET', url: '/api/check-user-data', headers: bearer(token) })).statusCode === 200;

describe('sign-in with a second factor', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('answers a challenge instead of a session once the user has it on', async () => {
    ({ secret, recoveryCodes } = await enrolThroughProfile(kit.t, await kit.t.login('dev2@agency.test')));
    const before = await tokenCount(DEMO_USERS.dev2.id);
    const answer = await login('dev2@agency.test');
    expect(answer).toEqual({ two_factor: { challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
    expect(JSON.stringify(answer)).not.toContain(secret);
    expect(await tokenCount(DEMO_USERS.dev2.id)).toBe(before);
  });

  it('starts the session with the next code, refuses a wrong one and a code already used', async () => {
    // The confirmation used the current step's code; the next step's is within the ±1 window.
    const challenge = challengeOf(await login('dev2@agency.test'));
    // A code of no step in the window (a fixed string could be the right code by chance).
    const wrong = await secondStep({ challenge, code: await codeAt(secret, kit.now, 4) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ValidationErrorBody>()).toEqual({ message: WRONG_CODE_MESSAGE, errors: { code: [WRONG_CODE_MESSAGE] } });

    const replayed = await secondStep({ challenge, code: await codeAt(secret, kit.now) });
    expect(replayed.json<ValidationErrorBody>().errors).toEqual({ code: [WRONG_CODE_MESSAGE] });

    const right = await secondStep({ challenge, code: await codeAt(secret, kit.now, 1) });
    expect(right.statusCode).toBe(200);
    const { data, recovery_codes } = right.json<LoginTwoFactorSessionResponse>();
    expect(recovery_codes).toBeUndefined();
    expect(data.me).toMatchObject({ id: DEMO_USERS.dev2.id, email: 'dev2@agency.test', role: 1 });
    expect(data.users.length).toBeGreaterThan(25);
    expect(await signedIn(data.token!)).toBe(true);

    // The challenge is spent, and within the window neither that code nor an earlier one works again.
    const reused = await secondStep({ challenge, code: await codeAt(secret, kit.now, 1) });
    expect(reused.json<ValidationErrorBody>().errors).toEqual({ challenge: [CHALLENGE_EXPIRED_MESSAGE] });
    const fresh = challengeOf(await login('dev2@agency.test'));
    for (const steps of [1, 0, -1]) {
      const again = await secondStep({ challenge: fresh, code: await codeAt(secret, kit.now, steps) });
      expect(again.json<ValidationErrorBody>().errors).toEqual({ code: [WRONG_CODE_MESSAGE] });
    }
  });

  it('starts the session with a recovery code once, then never with that code again', async () => {
    const challenge = challengeOf(await login('dev2@agency.test'));
    const typed = recoveryCodes[0].toUpperCase().replace('-', ' ');
    const right = await secondStep({ challenge, recovery_code: typed });
    expect(right.statusCode).toBe(200);
    expect(await signedIn(right.json<LoginTwoFactorSessionResponse>().data.token!)).toBe(true);

    const next = challengeOf(await login('dev2@agency.test'));
    const spent = await secondStep({ challenge: next, recovery_code: recoveryCodes[0] });
    expect(spent.statusCode).toBe(422);
    expect(spent.json<ValidationErrorBody>().errors).toEqual({ recovery_code: [WRONG_RECOVERY_CODE_MESSAGE] });
    expect((await secondStep({ challenge: next, recovery_code: recoveryCodes[1] })).statusCode).toBe(200);

    const status = await kit.t.inject({
      method: 'GET',
      url: '/api/profile/two-factor',
      headers: bearer(right.json<LoginTwoFactorSessionResponse>().data.token!),
    });
    expect(status.json<TwoFactorStatusResponse>()).toEqual({ enabled: true, required: false, recovery_codes_left: 8 });
  });

  it(`takes ${MAX_CODE_ATTEMPTS} wrong codes per challenge, then asks for the password again`, async () => {
    const challenge = challengeOf(await login('dev2@agency.test'));
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      expect((await secondStep({ challenge, code: '12345x' })).json<ValidationErrorBody>().errors).toHaveProperty('code');
    }
    const last = await secondStep({ challenge, code: '12345x' });
    expect(last.json<ValidationErrorBody>().errors).toEqual({ challenge: [TOO_MANY_CODES_MESSAGE] });
    const right = await secondStep({ challenge, code: await codeAt(secret, kit.now, 1) });
    expect(right.json<ValidationErrorBody>().errors).toEqual({ challenge: [CHALLENGE_EXPIRED_MESSAGE] });
  });

  it('refuses a challenge after its 5 minutes and one that never existed', async () => {
    const challenge = challengeOf(await login('dev2@agency.test'));
    const later = new Date(kit.t.now.getTime() + 5 * 60_000 + 1000);
    const future = await buildApp({ db: kit.t.database.db, config: kit.t.config, now: () => later });
    try {
      const expired = await secondStep({ challenge, code: await codeAt(secret, later) }, (o) => future.app.inject(o));
      expect(expired.statusCode).toBe(422);
      expect(expired.json<ValidationErrorBody>().errors).toEqual({ challenge: [CHALLENGE_EXPIRED_MESSAGE] });
    } finally {
      await future.app.close();
    }
    const unknown = await secondStep({ challenge: 'not-a-challenge-xxxxxxxxxxxxxxxxxxxxxxxxxxx', code: '123456' });
    expect(unknown.json<ValidationErrorBody>().errors).toEqual({ challenge: [CHALLENGE_EXPIRED_MESSAGE] });
  });
});

describe('REQUIRE_TWO_FACTOR', () => {
  it('leads full project managers and IT users into enrolment before any session, and no one else', async () => {
    const strict = await buildApp({ db: kit.t.database.db, config: { ...kit.t.config, requireTwoFactor: true }, now: () => kit.t.now });
    const inject: Inject = (options) => strict.app.inject(options);
    try {
      for (const email of ['dev@agency.test', 'limited@agency.test', 'clientpm@agency.test']) {
        expect(isTwoFactorStep(await login(email, inject))).toBe(false);
      }
      for (const account of ['pm', 'it'] as const) {
        const { email, id } = DEMO_USERS[account];
        const before = await tokenCount(id);
        const answer = (await login(email, inject)) as LoginTwoFactorResponse;
        expect(answer).toEqual({
          two_factor: {
            challenge: expect.any(String),
            enrol: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauth_uri: expect.stringContaining('otpauth://totp/') },
          },
        });
        expect(await tokenCount(id)).toBe(before);
        const { challenge, enrol } = answer.two_factor;

        const wrong = await secondStep({ challenge, code: await codeAt(enrol!.secret, kit.now, 5) }, inject);
        expect(wrong.json<ValidationErrorBody>().errors).toEqual({ code: [WRONG_CODE_MESSAGE] });
        const confirmed = await secondStep({ challenge, code: await codeAt(enrol!.secret, kit.now) }, inject);
        expect(confirmed.statusCode).toBe(200);
        const session = confirmed.json<LoginTwoFactorSessionResponse>();
        expect(session.recovery_codes).toHaveLength(10);
        expect(session.data.me.email).toBe(email);

        // From now on the second step asks for a code, and the profile cannot turn it off.
        expect((await login(email, inject)) as LoginTwoFactorResponse).toEqual({ two_factor: { challenge: expect.any(String) } });
        const off = await inject({
          method: 'POST',
          url: '/api/profile/two-factor/disable',
          headers: bearer(session.data.token!),
          payload: { password: 'demo1234' },
        });
        expect(off.json<ValidationErrorBody>().errors).toEqual({ code: [REQUIRED_FOR_ROLE_MESSAGE] });
        const status = await inject({ method: 'GET', url: '/api/profile/two-factor', headers: bearer(session.data.token!) });
        expect(status.json<TwoFactorStatusResponse>()).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });
      }
    } finally {
      await strict.app.close();
    }
  });
});
