/**
 * Signing out (signed-in users; both answer 204 and clear the session cookies):
 * - POST /api/logout: revokes the token of the request;
 * - POST /api/logout-everywhere: revokes every token of the user, in every browser and client
 *   ("Sign out everywhere" in the profile menu).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { endAllSessions } from '../../auth/end-sessions';
import { clearSessionCookies } from '../../auth/session-cookies';
import { authTokens } from '../../db/schema';

export function logoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/logout', async (request, reply) => {
    const user = currentUser(request);
    await ctx.db.delete(authTokens).where(eq(authTokens.id, user.tokenId));
    clearSessionCookies(request, reply);
    return reply.code(204).send();
  });

  app.post('/logout-everywhere', async (request, reply) => {
    const user = currentUser(request);
    await endAllSessions(ctx.db, user.id);
    clearSessionCookies(request, reply);
    return reply.code(204).send();
  });
}
