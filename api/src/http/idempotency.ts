/**
 * `Idempotency-Key` on creating calls (issue 29): a route declared with
 * `{ config: { idempotent: true } }` answers a request that repeats a key (same user, same
 * route) with the first answer, status and body, and runs nothing again. Keys live 24 hours in
 * `idempotency_keys` and are purged lazily.
 *
 * The key's row is inserted before the handler runs, with no status; the primary key makes
 * that race-free, so of two requests with one key only one runs; the other waits for the first
 * answer (409 when it takes longer than 10 seconds). A request the client gave up on keeps
 * running and keeps its answer, which is what the client's retry then gets. 2xx and 4xx answers
 * are kept; a 5xx or a failure without an answer removes the row, so a retry runs the call
 * again. A row left pending by a process that died is taken over after a minute. A key sent
 * with another URL or body gets 422.
 *
 * The fingerprint of a JSON call is its URL and parsed body. A multipart body is read by the
 * handler itself (@fastify/multipart reads the raw request), so its bytes are hashed as they
 * stream past; a retry that repeats the request byte for byte (ky's retry does) matches it.
 */
import { createHash, type Hash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { fieldError, HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header on this route (src/http/idempotency.ts). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  reused: 'This Idempotency-Key was already used for another request.',
  running: 'A request with this Idempotency-Key is still being processed; try again in a moment.',
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 100;

type Claim = { key: string; userId: number; route: string; hash: Hash | null; fingerprint: string | null; answered: boolean };

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

async function multipartFingerprintOf(request: FastifyRequest): Promise<string> {
  const hash = createHash('sha256').update(`${request.url}\n`);
  for await (const chunk of request.raw) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Hashes the raw body while the handler reads it: paused first, so no byte flows before the handler pipes it. */
function hashWhileRead(request: FastifyRequest): Hash {
  const hash = createHash('sha256').update(`${request.url}\n`);
  request.raw.pause();
  request.raw.on('data', (chunk: Buffer) => hash.update(chunk));
  return hash;
}

function withHook<Hook>(existing: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  return [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  const claims = new WeakMap<FastifyRequest, Claim>();
  const where = (claim: Claim) =>
    and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.route, claim.route), eq(idempotencyKeys.key, claim.key));

  async function claimKey(claim: Claim): Promise<boolean> {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`));
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ key: claim.key, userId: claim.userId, route: claim.route, fingerprint: claim.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted) return true;
    const [abandoned] = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()`, fingerprint: claim.fingerprint })
      .where(and(where(claim), isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, sql`now() - interval '1 minute'`)))
      .returning({ key: idempotencyKeys.key });
    return Boolean(abandoned);
  }

  async function before(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return undefined;
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY_PATTERN.test(key)) throw fieldError('idempotency_key', IDEMPOTENCY_MESSAGES.invalid);
    const multipart = request.isMultipart();
    const claim: Claim = {
      key,
      userId: currentUser(request).id,
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      hash: null,
      fingerprint: multipart ? null : fingerprintOf(request),
      answered: false,
    };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await claimKey(claim)) {
        if (multipart) claim.hash = hashWhileRead(request);
        claims.set(request, claim);
        return undefined;
      }
      const [first] = await db
        .select({ status: idempotencyKeys.status, body: idempotencyKeys.body, fingerprint: idempotencyKeys.fingerprint })
        .from(idempotencyKeys)
        .where(where(claim));
      if (first && first.status !== null) return replay(request, reply, claim, first);
      if (Date.now() > deadline) throw new HttpError(409, IDEMPOTENCY_MESSAGES.running);
      await setTimeout(POLL_MS);
    }
  }

  async function replay(
    request: FastifyRequest,
    reply: FastifyReply,
    claim: Claim,
    first: { status: number | null; body: string | null; fingerprint: string | null },
  ): Promise<FastifyReply> {
    const fingerprint = request.isMultipart() ? await multipartFingerprintOf(request) : claim.fingerprint;
    if (first.fingerprint !== null && first.fingerprint !== fingerprint) throw fieldError('idempotency_key', IDEMPOTENCY_MESSAGES.reused);
    return reply
      .code(Number(first.status))
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(first.body ?? '');
  }

  /** Keeps the answer before it leaves, so a retry arriving right after it finds it. */
  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claim = claims.get(request);
    if (!claim || claim.answered || reply.statusCode >= 500) return payload;
    claim.answered = true;
    const fingerprint = claim.hash ? (request.raw.readableEnded ? claim.hash.digest('hex') : null) : claim.fingerprint;
    await db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, body: JSON.stringify(payload), fingerprint })
      .where(where(claim));
    return payload;
  }

  /** A call that ended without a kept answer (5xx, a failure) leaves its key free for the retry. */
  async function release(request: FastifyRequest): Promise<void> {
    const claim = claims.get(request);
    if (!claim || claim.answered) return;
    claim.answered = true;
    await db.delete(idempotencyKeys).where(and(where(claim), isNull(idempotencyKeys.status)));
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    // Before the schema check, so a retry of a refused call gets the kept refusal too.
    route.preValidation = withHook(route.preValidation, before);
    route.preSerialization = withHook(route.preSerialization, keepAnswer);
    route.onResponse = withHook(route.onResponse, release);
  });
}
