/**
 * Opaque bearer tokens: 32 random bytes in base64url, handed to the client once; the
 * database keeps only their sha256.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
