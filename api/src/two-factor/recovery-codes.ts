/**
 * Recovery codes: ten one-time codes shown once at enrolment, each 10 characters out of 31
 * (49 bits), kept only as sha256 with its own random 32-byte salt (ASVS 2.6.2).
 */
import { createHash, randomInt, randomBytes, timingSafeEqual } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a user types: case, spaces and the dash do not matter. */
function normalise(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function digest(salt: Buffer, code: string): Buffer {
  return createHash('sha256').update(salt).update(normalise(code)).digest();
}

export function hashRecoveryCode(code: string): string {
  const salt = randomBytes(32);
  return `${salt.toString('base64url')}$${digest(salt, code).toString('base64url')}`;
}

export function recoveryCodeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(Buffer.from(salt, 'base64url'), code);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
