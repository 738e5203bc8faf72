/**
 * GET /api/update-user-store[?section=users|clients|brands]: the signed-in user (`me`) and the
 * shared lookups, all of them or the one section a real-time event asked to refresh.
 * Signed-in users.
 */
import { UpdateUserStoreQuerySchema, UpdateUserStoreResponseSchema } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import type { ApiApp } from '../../http/api-app';
import { errorAnswers } from '../../http/route-schema';
import { toMe } from '../../users/auth-user';
import { loadLookups, LOOKUP_SECTIONS } from '../../users/lookups';

export function updateUserStoreRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Session'],
    querystring: UpdateUserStoreQuerySchema,
    response: { 200: UpdateUserStoreResponseSchema, ...errorAnswers },
  };
  app.get('/update-user-store', { schema }, async (request) => {
    const user = currentUser(request);
    const { section } = request.query;
    const lookups = await loadLookups(ctx.db, ctx.config.publicApiUrl, section ? [section] : LOOKUP_SECTIONS);
    return { data: { ...lookups, me: toMe(user, ctx.config.publicApiUrl) } };
  });
}
