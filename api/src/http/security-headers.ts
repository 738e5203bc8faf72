/**
 * The API's security headers (ASVS V14.4, V8.2.1; docs/security.md): @fastify/helmet with a
 * policy for a JSON API, whose answers are data and never a page: a CSP that lets an answer
 * opened in a tab load and run nothing, and be framed by no one. Every answer under /api is
 * `Cache-Control: no-store` unless its route says otherwise (avatars, immutable by name), so
 * no browser, proxy or shared computer keeps a signed-in user's data or a sign-in answer.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    // Helmet's same-origin CORP stays for the rest: a JSON call from the shell is CORS, which CORP
    // does not touch; the avatars, shown by <img> on the shell's origin, say cross-origin (AVATAR_HELMET).
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/** `no-store` for every answer of `api` whose route sets no Cache-Control of its own. */
export function noStoreByDefault(api: FastifyInstance): void {
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/**
 * Helmet's options for a route that answers a PDF to open in a tab: the browser's PDF viewer
 * runs inside the document that answer becomes, so the route sends a policy of its own that
 * only forbids framing (PDF_IN_TAB_CSP; helmet refuses a policy without default-src).
 */
export const PDF_IN_TAB_HELMET = { contentSecurityPolicy: false } as const;
export const PDF_IN_TAB_CSP = "frame-ancestors 'none'";

/** Avatars are public and shown with <img> by the shell, whose origin may differ from the API's. */
export const AVATAR_HELMET = { crossOriginResourcePolicy: { policy: 'cross-origin' } } as const;
