/**
 * @fastify/rate-limit options of the public calls that take an e-mail. The counters are kept in
 * the database (rate-limit-store.ts), as the per-account backoff is (login-throttle.ts), so that
 * every API instance counts the same calls. The IP is Fastify's request.ip, which honours
 * X-Forwarded-For only from the proxies of TRUST_PROXY.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

const ONE_MINUTE_MS = 60_000;

/** The e-mail of a body not validated yet (the limit counts before the schema is checked), as the route will read it. */
function emailOf(body: unknown): string {
  if (body === null || typeof body !== 'object' || !('email' in body)) return '';
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

const tooManyAttempts = (_request: FastifyRequest, context: { after: string }) =>
  new HttpError(429, `Too many attempts. Please try again in ${context.after}.`);

/** Per IP and e-mail (password recovery): one client cannot flood one address with mails. */
export function perEmailRateLimit(max: number) {
  return {
    max,
    timeWindow: ONE_MINUTE_MS,
    // After body parsing, so that the key can include the e-mail.
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request.body)}`,
    errorResponseBuilder: tooManyAttempts,
  };
}

/**
 * Per IP whatever the e-mail (sign-in): one password tried against many addresses (spraying)
 * is stopped after `max` attempts a minute.
 */
export function perIpRateLimit(max: number) {
  return {
    max,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: tooManyAttempts,
  };
}
