/**
 * The session check of a returning user (GET update-user-store: the user and every lookup).
 * index.tsx starts it as soon as the configuration is known, beside the first render instead of
 * after it, and RequireSession takes that answer rather than asking again. Taken once: a retry,
 * or the check of another token, asks afresh. A failed early check is asked again too: its 401
 * came before the shell listened for expired sessions (SessionExpiryListener), so it went unheard.
 */
import type { UpdateUserStoreResponse } from '@portal/shared';
import { getUpdateUserStore } from './api/update-user-store';

let started: { token: string; answer: Promise<UpdateUserStoreResponse> } | undefined;

export function startSessionCheck(token: string): Promise<UpdateUserStoreResponse> {
  started = { token, answer: getUpdateUserStore() };
  return started.answer;
}

export function takeSessionCheck(token: string): Promise<UpdateUserStoreResponse> {
  const answer = started?.token === token ? started.answer.catch(() => getUpdateUserStore()) : getUpdateUserStore();
  started = undefined;
  return answer;
}
