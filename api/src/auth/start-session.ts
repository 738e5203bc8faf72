/**
 * Issues a session for a user who has passed every sign-in step: a new bearer token, of which
 * the database keeps only the sha256. Both sign-in routes (password alone, and the second
 * factor) go through here so that every session starts the same way.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authTokens } from '../db/schema';
import { hashToken, newToken } from './tokens';

export async function startSession(ctx: AppContext, _request: FastifyRequest, _reply: FastifyReply, userId: number): Promise<string> {
  const token = newToken();
  await ctx.db.insert(authTokens).values({ userId, tokenHash: hashToken(token) });
  return token;
}
