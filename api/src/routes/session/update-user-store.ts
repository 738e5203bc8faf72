/**
 * GET /api/update-user-store[?section=users|clients|brands]: the signed-in user (`me`) and the
 * shared lookups, all of them or the one section a real-time event asked to refresh.
 * Signed-in users.
 */
import type { FastifyInstance } from 'fastify';
import type { UpdateUserStoreResponse } from '@portal/shared/contract';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../auth/authenticate';
import { oneOf, validate } from '../../http/validation';
import { toMe } from '../../users/auth-user';
import { loadLookups, LOOKUP_SECTIONS, type LookupSection } from '../../users/lookups';

export function updateUserStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/update-user-store', async (request) => {
    const user = currentUser(request);
    const input = validate(request.query, { section: [oneOf(LOOKUP_SECTIONS)] });
    const section = typeof input.section === 'string' && input.section !== '' ? (input.section as LookupSection) : undefined;
    const lookups = await loadLookups(ctx.db, ctx.config.publicApiUrl, section ? [section] : LOOKUP_SECTIONS);
    const body: UpdateUserStoreResponse = { data: { ...lookups, me: toMe(user, ctx.config.publicApiUrl) } };
    return body;
  });
}
