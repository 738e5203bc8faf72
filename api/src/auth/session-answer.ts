/**
 * The answer that hands a new session to its caller (LoginResponse): the user as `me` and the
 * shared lookups, the same after a password alone or after a second factor, plus the token when
 * the caller asked for a bearer token (the portal's pages get theirs as an HttpOnly cookie).
 */
import type { LoginResponse } from '@portal/shared/contract';
import type { AppContext } from '../app-context';
import { toMe, type UserRow } from '../users/auth-user';
import { loadLookups } from '../users/lookups';

export async function sessionAnswer(ctx: AppContext, user: UserRow, bearerToken?: string): Promise<LoginResponse> {
  const lookups = await loadLookups(ctx.db, ctx.config.publicApiUrl);
  return {
    data: {
      ...(bearerToken ? { token: bearerToken } : {}),
      me: toMe(user, ctx.config.publicApiUrl),
      users: lookups.users ?? [],
      clients: lookups.clients ?? [],
      brands: lookups.brands ?? [],
    },
  };
}
