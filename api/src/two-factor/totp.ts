/**
 * RFC 6238 codes through otplib: 6 digits, 30-second steps, SHA-1 (what every authenticator
 * app reads from an otpauth:// URI), one step of tolerance either way for clock drift.
 */
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Agency portal';

export function newTotpSecret(): string {
  // 20 bytes (160 bits), RFC 4226's recommended length.
  return generateSecret({ length: 20 });
}

export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step a code belongs to when it is right at `now` (±1 step) and later than
 * `afterStep` (a code already accepted, or an earlier one, is refused); otherwise null.
 */
export async function acceptedStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API's result type also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
