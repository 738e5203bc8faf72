/**
 * Sign-in throttling (issue 30): the per-account backoff that delays but never refuses the right
 * password, the per-IP limit against password spraying, and the client IP behind a trusted proxy.
 * Waits are real but small: this file's backoff starts at 200 ms and stops at 1.6 s.
 */
import { describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { loginThrottles, rateLimitHits } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { setUpTestKit } from '../../test/test-kit';
import { NO_ACCOUNT_MESSAGE } from './login';

const BACKOFF = { freeFailures: 5, baseMs: 200, maxMs: 1600 };
const kit = setUpTestKit({ config: { loginBackoff: BACKOFF }, signedOut: true });

type Attempt = { status: number; message: string; endedAt: number; tookMs: number };

async function attempt(email: string, password: string, options: Partial<InjectOptions> = {}, app = kit.t.app): Promise<Attempt> {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, token: true }, ...options });
  const endedAt = performance.now();
  return { status: response.statusCode, message: response.json<{ message: string }>().message, endedAt, tookMs: endedAt - started };
}

/** When the address's latest attempt was let in (its reserved start, by the database's clock), in ms. */
async function reservedStart(email: string): Promise<number> {
  const [row] = await kit.t.database.db
    .select({ at: sql<string>`extract(epoch from ${loginThrottles.lastAttemptAt}) * 1000` })
    .from(loginThrottles)
    .where(eq(loginThrottles.email, email));
  return Number(row.at);
}

/**
 * Another app on the same database with other settings (the rate-limit options are read at start).
 * The per-IP counters are in the database, shared by every app on it: each test starts them afresh.
 */
async function withApp(config: Partial<Config>, use: (app: Awaited<ReturnType<typeof buildApp>>['app']) => Promise<void>) {
  await kit.t.database.db.delete(rateLimitHits);
  const other = await buildApp({ db: kit.t.database.db, config: { ...kit.t.config, ...config }, now: () => kit.t.now });
  try {
    await use(other.app);
  } finally {
    await other.app.close();
  }
}

describe('per-account backoff', () => {
  it('answers the right password after ten wrong ones, later, with waits that grow', async () => {
    const email = 'dev@agency.test';
    const wrong: Attempt[] = [];
    const starts: number[] = [];
    for (let i = 0; i < 10; i++) {
      wrong.push(await attempt(email, `wrong-${i}`));
      starts.push(await reservedStart(email));
    }
    expect(wrong.every(({ status, message }) => status === 422 && message === NO_ACCOUNT_MESSAGE)).toBe(true);

    // From the sixth on, each attempt is let in 200, 400, 800, 1600, 1600 ms (at least) after the one before.
    const gaps = starts.slice(5).map((start, i) => start - starts[i + 4]);
    const spacing = [200, 400, 800, 1600, 1600];
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(spacing[i] - 1));

    const right = await attempt(email, DEMO_PASSWORD);
    expect(right.status).toBe(200);
    expect(right.tookMs).toBeGreaterThan(1000);

    // The success cleared the count: the next wrong one counts as the first again, and the right one gets in.
    const afterwards = await attempt(email, 'wrong-again');
    expect(afterwards.status).toBe(422);
    const [count] = await kit.t.database.db
      .select({ failures: loginThrottles.failures })
      .from(loginThrottles)
      .where(eq(loginThrottles.email, email));
    expect(count.failures).toBe(1);
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(200);
  }, 30_000);

  it('queues parallel attempts one behind the other, and refuses those queued too far ahead', async () => {
    const email = 'limited@agency.test';
    for (let i = 0; i < 5; i++) expect((await attempt(email, `wrong-${i}`)).status).toBe(422);
    const started = performance.now();
    const parallel = await Promise.all(Array.from({ length: 14 }, (_, i) => attempt(email, `parallel-${i}`)));

    const answered = parallel.filter(({ status }) => status === 422).sort((a, b) => a.endedAt - b.endedAt);
    const refused = parallel.filter(({ status }) => status === 429);
    expect(answered.length + refused.length).toBe(14);
    // At most 1.6 s of queue at 200 ms (or more) apart: about nine answered, the others told to come back.
    expect(answered.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused[0].message).toMatch(/^Too many attempts. Please try again in \d+ seconds?\.$/);
    // Without the queue all would end within one password check; with it the last starts (n-1) × 200 ms later.
    expect(answered.at(-1)!.endedAt - started).toBeGreaterThan((answered.length - 1) * 200 - 100);

    // Once the queue has drained the right password still gets in.
    await new Promise((resolve) => setTimeout(resolve, BACKOFF.maxMs));
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(200);
  }, 30_000);

  it('throttles an unknown address exactly like a real one', async () => {
    const results: Record<string, Attempt[]> = {};
    for (const email of ['dev2@agency.test', 'nobody.here@agency.test']) {
      results[email] = [];
      for (let i = 0; i < 7; i++) results[email].push(await attempt(email, `wrong-${i}`));
    }
    const [real, unknown] = Object.values(results);
    expect(unknown.map(({ status, message }) => [status, message])).toEqual(real.map(({ status, message }) => [status, message]));
    // For both, the seventh attempt is let in at least 400 ms after the sixth, which came after the fifth's answer.
    for (const run of [real, unknown]) expect(run[6].endedAt - run[4].endedAt).toBeGreaterThanOrEqual(400);
  }, 30_000);
});

describe('per-IP limit across e-mails', () => {
  it('stops one password tried against many addresses from one IP, and not other IPs', async () => {
    await withApp({ loginIpRateLimitMax: 20 }, async (app) => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await attempt(`spray-${i}@agency.test`, 'Summer2026!', {}, app)).status);
      expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
      const limited = await attempt('it@agency.test', DEMO_PASSWORD, {}, app);
      expect(limited.status).toBe(429);
      expect(limited.message).toMatch(/^Too many attempts. Please try again in /);
      // Another client (another IP) signs in meanwhile.
      expect((await attempt('it@agency.test', DEMO_PASSWORD, { remoteAddress: '198.51.100.7' }, app)).status).toBe(200);
    });
  }, 60_000);
});

describe('several API instances on one database', () => {
  it('count the attempts of one IP together: the limit is not multiplied by the instances', async () => {
    await withApp({ loginIpRateLimitMax: 3 }, async (first) => {
      const second = await buildApp({ db: kit.t.database.db, config: { ...kit.t.config, loginIpRateLimitMax: 3 }, now: () => kit.t.now });
      try {
        const from = { remoteAddress: '198.51.100.40' };
        const statuses = [];
        for (const app of [first, first, second.app, second.app, first]) {
          statuses.push((await attempt(`spread-${statuses.length}@agency.test`, 'guess', from, app)).status);
        }
        expect(statuses).toEqual([422, 422, 422, 429, 429]);
      } finally {
        await second.app.close();
      }
    });
  }, 60_000);
});

describe('client IP behind a proxy', () => {
  const spray = async (app: Awaited<ReturnType<typeof buildApp>>['app'], remoteAddress: string, forwardedFor: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const email = `proxy-${remoteAddress}-${forwardedFor}-${i}@agency.test`.replace(/[^a-z0-9@.-]/gi, '-');
      statuses.push((await attempt(email, 'guess', { remoteAddress, headers: { 'x-forwarded-for': forwardedFor } }, app)).status);
    }
    return statuses;
  };

  it('counts each browser apart behind the trusted forwarder', async () => {
    await withApp({ loginIpRateLimitMax: 3 }, async (app) => {
      // The default TRUST_PROXY (loopback): the shell's forwarder on the same machine.
      expect(await spray(app, '127.0.0.1', '203.0.113.10', 4)).toEqual([422, 422, 422, 429]);
      expect(await spray(app, '127.0.0.1', '203.0.113.11', 3)).toEqual([422, 422, 422]);
    });
  }, 60_000);

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    await withApp({ loginIpRateLimitMax: 3 }, async (app) => {
      expect(await spray(app, '192.0.2.50', '203.0.113.20', 2)).toEqual([422, 422]);
      // Another forged client address from the same sender shares its limit.
      expect(await spray(app, '192.0.2.50', '203.0.113.21', 2)).toEqual([422, 429]);
    });
  }, 60_000);

  it('trusts a configured proxy address and nothing else', async () => {
    await withApp({ loginIpRateLimitMax: 1, trustProxy: ['10.0.0.0/8'] }, async (app) => {
      expect(await spray(app, '10.1.2.3', '203.0.113.30', 1)).toEqual([422]);
      expect(await spray(app, '10.1.2.3', '203.0.113.31', 1)).toEqual([422]);
      // Loopback is no longer trusted once the list names the proxy.
      expect(await spray(app, '127.0.0.1', '203.0.113.32', 2)).toEqual([422, 429]);
    });
  }, 60_000);
});
