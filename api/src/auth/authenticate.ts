/**
 * The bearer-token check in front of every protected route: the token's sha256 must match a
 * row of auth_tokens whose user is not disabled, otherwise 401 {message: "Unauthenticated."}.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import { unauthenticated } from '../http/errors';
import { toIsoDateTime } from '../lib/dates';
import { accessOf, type AuthUser } from '../users/auth-user';
import { userColumns } from '../users/lookups';
import { hashToken } from './tokens';

// Fastify's request type can only be widened by interface merging.
declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** How stale last_used_at may get before a request refreshes it (saves a write per call). */
const LAST_USED_PRECISION = '5 minutes';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function makeAuthenticate(db: Db) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const [row] = await db
      .select({ ...userColumns, tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(users.disabled, false)))
      .limit(1);
    if (!row) throw unauthenticated();
    const { lastUsedAt, ...user } = row;
    if (!lastUsedAt || Date.now() - Date.parse(toIsoDateTime(lastUsedAt)) > 5 * 60_000) {
      await db
        .update(authTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.id, row.tokenId),
            sql`(${authTokens.lastUsedAt} is null or ${authTokens.lastUsedAt} < now() - ${LAST_USED_PRECISION}::interval)`,
          ),
        );
    }
    request.authUser = { ...user, access: accessOf(user) };
  };
}

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthenticated();
  return request.authUser;
}
