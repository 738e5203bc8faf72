/**
 * The session check in front of every protected route. The token comes from the Authorization
 * header (`Bearer ...`, API clients) or else from the HttpOnly session cookie (the portal's
 * pages); its sha256 must match a row of auth_tokens whose user is not disabled and whose session
 * has not expired (session-expiry.ts), otherwise 401 {message: "Unauthenticated."} and, for a
 * cookie, the session cookies are cleared. An unsafe call that rides on the cookie must also pass
 * the cross-site request forgery guard (same-site-call.ts), before anything is read or stored.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authTokens, users } from '../db/schema';
import { unauthenticated } from '../http/errors';
import { toIsoDateTime } from '../lib/dates';
import { accessOf, type AuthUser } from '../users/auth-user';
import { userColumns } from '../users/lookups';
import { isUnsafeMethod, requireSameSiteCall } from './same-site-call';
import { clearSessionCookies, cookieToken } from './session-cookies';
import { LAST_USED_PRECISION_MS, sessionHasExpired } from './session-expiry';
import { hashToken } from './tokens';

// Fastify's request type can only be widened by interface merging.
declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** How the request proved its session: the Authorization header or the session cookie. */
    authBy: 'bearer' | 'cookie' | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function makeAuthenticate(ctx: AppContext) {
  // Built once: every protected call reads it, and building the statement is a tenth of a panel page's time.
  const sessionOfToken = ctx.db
    .select({ user: userColumns, session: { id: authTokens.id, lastUsedAt: authTokens.lastUsedAt, createdAt: authTokens.createdAt } })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), eq(users.disabled, false)))
    .limit(1)
    .prepare('session_of_token');

  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const bearer = bearerToken(request);
    // A malformed Authorization header is a failed bearer call, not a cue to try the cookie.
    const fromCookie = !request.headers.authorization ? cookieToken(request) : null;
    const token = bearer ?? fromCookie;
    if (!token) throw unauthenticated();
    if (fromCookie && isUnsafeMethod(request)) requireSameSiteCall(request);

    const refuse = () => {
      if (fromCookie) clearSessionCookies(request, reply);
      return unauthenticated();
    };
    const [row] = await sessionOfToken.execute({ tokenHash: hashToken(token) });
    if (!row) throw refuse();
    const now = ctx.now();
    const { user, session } = row;
    if (sessionHasExpired(session, now, ctx.config)) {
      // Expired for good: nothing may bring it back, whatever the settings become.
      await ctx.db.delete(authTokens).where(eq(authTokens.id, session.id));
      throw refuse();
    }
    const { lastUsedAt } = session;
    const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS).toISOString();
    if (!lastUsedAt || Date.parse(toIsoDateTime(lastUsedAt)) < Date.parse(staleBefore)) {
      await ctx.db
        .update(authTokens)
        .set({ lastUsedAt: now.toISOString() })
        .where(and(eq(authTokens.id, session.id), or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, staleBefore))));
    }
    request.authUser = { ...user, tokenId: session.id, access: accessOf(user) };
    request.authBy = bearer ? 'bearer' : 'cookie';
  };
}

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthenticated();
  return request.authUser;
}
