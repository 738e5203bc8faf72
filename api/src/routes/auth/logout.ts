/**
 * POST /api/logout: revokes the bearer token of the request (204). Signed-in users.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { authTokens } from '../../db/schema';

export function logoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/logout', async (request, reply) => {
    const user = currentUser(request);
    await ctx.db.delete(authTokens).where(eq(authTokens.id, user.tokenId));
    return reply.code(204).send();
  });
}
