/**
 * When a session ends by itself: SESSION_IDLE_MINUTES after its last call, and
 * SESSION_LIFETIME_MINUTES after sign-in however busy it is. The last call is recorded to within
 * LAST_USED_PRECISION_MS (a write per call would cost more than the precision is worth), so a
 * session may end up to that much before its idle limit, never after.
 */
import type { Config } from '../config';
import { toIsoDateTime } from '../lib/dates';

export const LAST_USED_PRECISION_MS = 5 * 60_000;

/** The instants a session's last call and its sign-in must be after to be still alive at `now`. */
export function sessionLimits(now: Date, config: Pick<Config, 'sessionIdleMinutes' | 'sessionLifetimeMinutes'>) {
  return {
    idleSince: new Date(now.getTime() - config.sessionIdleMinutes * 60_000).toISOString(),
    issuedSince: new Date(now.getTime() - config.sessionLifetimeMinutes * 60_000).toISOString(),
  };
}

export function sessionHasExpired(
  session: { createdAt: string; lastUsedAt: string | null },
  now: Date,
  config: Pick<Config, 'sessionIdleMinutes' | 'sessionLifetimeMinutes'>,
): boolean {
  const issued = Date.parse(toIsoDateTime(session.createdAt));
  const lastUsed = session.lastUsedAt ? Date.parse(toIsoDateTime(session.lastUsedAt)) : issued;
  return now.getTime() - lastUsed > config.sessionIdleMinutes * 60_000 || now.getTime() - issued > config.sessionLifetimeMinutes * 60_000;
}
