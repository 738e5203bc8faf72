/**
 * The cross-site request forgery guard for calls that ride on the session cookie. A browser
 * sends the cookie with whatever request a page makes to /api, so an unsafe call (POST, PUT,
 * PATCH, DELETE) must prove that the portal's own script sent it: the header
 * `X-Requested-With: XMLHttpRequest`, which a cross-site form cannot send and which CORS does
 * not let another origin's script add. A request the browser itself labels cross-site
 * (Sec-Fetch-Site) is refused outright. Bearer calls carry their credential explicitly and
 * need neither.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';

export const SAME_SITE_HEADER = 'x-requested-with';
export const SAME_SITE_HEADER_VALUE = 'XMLHttpRequest';
export const CROSS_SITE_MESSAGE = 'This request was refused: it did not come from the portal itself (header X-Requested-With missing).';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUnsafeMethod(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

/** Throws 403 unless the request shows it was sent by the portal's own pages. */
export function requireSameSiteCall(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
  const header = request.headers[SAME_SITE_HEADER];
  if (typeof header !== 'string' || header.toLowerCase() !== SAME_SITE_HEADER_VALUE.toLowerCase()) throw forbidden(CROSS_SITE_MESSAGE);
}
