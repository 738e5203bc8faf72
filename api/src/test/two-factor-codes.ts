/**
 * For the tests: the TOTP code of a secret at the app's pinned clock, some steps away, and the
 * enrolment of a user through the profile routes.
 */
import { generate } from 'otplib';
import type { TwoFactorConfirmResponse, TwoFactorEnrolment } from '@portal/shared/contract';
import { bearer, type TestApp } from './test-app';
import { TOTP_PERIOD_SECONDS } from '../two-factor/totp';

export function codeAt(secret: string, now: Date, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) + steps * TOTP_PERIOD_SECONDS, period: TOTP_PERIOD_SECONDS });
}

/** Turns two-factor sign-in on for the token's user with the current code; answers the secret and recovery codes. */
export async function enrolThroughProfile(t: TestApp, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const enrol = await t.inject({ method: 'POST', url: '/api/profile/two-factor/enrol', headers: bearer(token) });
  const { secret } = enrol.json<TwoFactorEnrolment>();
  const confirm = await t.inject({
    method: 'POST',
    url: '/api/profile/two-factor/confirm',
    headers: bearer(token),
    payload: { code: await codeAt(secret, t.now) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json<TwoFactorConfirmResponse>().recovery_codes };
}
