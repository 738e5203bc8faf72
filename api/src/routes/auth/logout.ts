/**
 * Signing out (signed-in users; both answer 204 and clear the session cookies):
 * - POST /api/logout: revokes the token of the request;
 * - POST /api/logout-everywhere: revokes every token of the user, in every browser and client
 *   ("Sign out everywhere" in the profile menu).
 */
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { endAllSessions } from '../../auth/end-sessions';
import { clearSessionCookies } from '../../auth/session-cookies';
import { authTokens } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';

/** Both answer 204 with no body; whatever body the call carries is ignored. */
const schema = { tags: ['Sign-in'], response: { 204: Type.Null({ description: 'Signed out.' }), ...errorAnswers } };

export function logoutRoutes(app: ApiApp, ctx: AppContext): void {
  app.post('/logout', { schema }, async (request, reply) => {
    const user = currentUser(request);
    await ctx.db.delete(authTokens).where(eq(authTokens.id, user.tokenId));
    clearSessionCookies(request, reply);
    return reply.code(204).send(null);
  });

  app.post('/logout-everywhere', { schema }, async (request, reply) => {
    const user = currentUser(request);
    await endAllSessions(ctx.db, user.id);
    clearSessionCookies(request, reply);
    return reply.code(204).send(null);
  });
}
