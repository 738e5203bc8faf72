/**
 * The browser's session travels in two cookies the API sets and clears:
 * - `portal_token`: the token itself. HttpOnly (no script can read it, so an injected script
 *   cannot carry it off), SameSite=Strict (another site's page never sends it), Path=/api (only
 *   the API's calls carry it, not every page and asset), Secure when the request came over https.
 * - `portal_session=1`: a readable marker with nothing secret in it, so that index.html and the
 *   shell know a session is there to check without calling the API on every signed-out visit.
 * Both last the absolute lifetime of a session; the API still refuses a token that went idle.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const TOKEN_COOKIE = 'portal_token';
export const SESSION_MARKER_COOKIE = 'portal_session';
export const TOKEN_COOKIE_PATH = '/api';

function baseOptions(request: FastifyRequest) {
  return { sameSite: 'strict' as const, secure: request.protocol === 'https' };
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, config: Config): void {
  const maxAge = config.sessionLifetimeMinutes * 60;
  reply.setCookie(TOKEN_COOKIE, token, { ...baseOptions(request), httpOnly: true, path: TOKEN_COOKIE_PATH, maxAge });
  reply.setCookie(SESSION_MARKER_COOKIE, '1', { ...baseOptions(request), httpOnly: false, path: '/', maxAge });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { ...baseOptions(request), httpOnly: true, path: TOKEN_COOKIE_PATH });
  reply.clearCookie(SESSION_MARKER_COOKIE, { ...baseOptions(request), path: '/' });
}

/** The token of the session cookie, when the request carries one of the right shape. */
export function cookieToken(request: FastifyRequest): string | null {
  const value = request.cookies[TOKEN_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}
