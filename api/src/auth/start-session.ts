/**
 * Issuing a session after the user has proved who they are (the password today, a second factor
 * tomorrow): one place, so every way in gets the same token, cookies and limits.
 * - 'cookie' (the portal's pages): the token goes out only in the HttpOnly cookie; the call must
 *   come from the portal's own script (see requireSameSiteCall), so that another site cannot
 *   sign a visitor in to an account of its choosing.
 * - 'bearer' (API clients that ask for it): the token is handed back to the caller, no cookie.
 * Expired tokens of the user are swept here, so the table does not grow with every sign-in.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authTokens } from '../db/schema';
import { requireSameSiteCall } from './same-site-call';
import { setSessionCookies } from './session-cookies';
import { sessionLimits } from './session-expiry';
import { hashToken, newToken } from './tokens';

export type SessionDelivery = 'cookie' | 'bearer';

export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  delivery: SessionDelivery = 'cookie',
): Promise<string> {
  if (delivery === 'cookie') requireSameSiteCall(request);
  const now = ctx.now();
  const { idleSince, issuedSince } = sessionLimits(now, ctx.config);
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(authTokens)
      .where(
        and(
          eq(authTokens.userId, userId),
          or(lt(authTokens.createdAt, issuedSince), lt(sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`, idleSince)),
        ),
      );
    await tx
      .insert(authTokens)
      .values({ userId, tokenHash: hashToken(token), createdAt: now.toISOString(), lastUsedAt: now.toISOString() });
  });
  if (delivery === 'cookie') setSessionCookies(request, reply, token, ctx.config);
  return token;
}
