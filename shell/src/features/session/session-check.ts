/**
 * The session check of a returning user (GET update-user-store: the user and every lookup).
 * index.html sends it before the scripts load (early-requests.ts), index.tsx takes it up before
 * the first render, and RequireSession takes that answer rather than asking again. Taken once: a
 * retry asks afresh. A failed early check is asked again too:
 * its 401 came before the shell listened for expired sessions (SessionExpiryListener), so it
 * went unheard.
 */
import type { UpdateUserStoreResponse } from '@portal/shared';
import { takeEarly } from '../../app/early-requests';
import { getUpdateUserStore } from './api/update-user-store';

let started: Promise<UpdateUserStoreResponse> | undefined;

/** index.html's check, when it sent one. A failed one is asked again by takeSessionCheck. */
async function earlyCheck(check: Promise<Response>): Promise<UpdateUserStoreResponse> {
  const response = await check;
  if (!response.ok) throw new Error(`update-user-store answered ${response.status}`);
  return (await response.json()) as UpdateUserStoreResponse;
}

export function startSessionCheck(): Promise<UpdateUserStoreResponse> {
  const check = takeEarly('sessionCheck');
  started = check ? earlyCheck(check) : getUpdateUserStore();
  return started;
}

export function takeSessionCheck(): Promise<UpdateUserStoreResponse> {
  const answer = started ? started.catch(() => getUpdateUserStore()) : getUpdateUserStore();
  started = undefined;
  return answer;
}
