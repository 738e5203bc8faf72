/**
 * Test harness: one database per test file (PGlite, or PostgreSQL with TEST_DATABASE_URL:
 * see test-database.ts), migrated and seeded (a copy of the run's template when there is one:
 * see database-templates.ts), behind a real app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions, type BuiltApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed-data';
import { openMigratedDatabase, sharedSeedMoment } from './database-templates';

/**
 * fastify.inject loads light-my-request, which requires `cookie` 2, an ES-module-only package
 * that jest cannot require on Node 20 (the root jest config does not transform it). inject
 * uses it only to send cookies, which these tests never do, so a small stand-in replaces it.
 * light-my-request is required lazily at the first inject, after this has run.
 */
function replaceEsmOnlyCookiePackage(): void {
  const fastifyDir = path.dirname(require.resolve('fastify'));
  const lightMyRequestDir = path.dirname(require.resolve('light-my-request', { paths: [fastifyDir] }));
  const cookiePath = require.resolve('cookie', { paths: [lightMyRequestDir] });
  jest.doMock(cookiePath, () => ({
    stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${encodeURIComponent(value)}`,
  }));
}
replaceEsmOnlyCookiePackage();

export type TestApp = BuiltApp & {
  database: Database;
  config: Config;
  /** The pinned clock of the app and the seed. */
  now: Date;
  tmpDir: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<string>;
  /** A token for every demo account, by its DEMO_USERS key. */
  loginDemoUsers(): Promise<Record<DemoAccount, string>>;
  close(): Promise<void>;
};

export type DemoAccount = keyof typeof DEMO_USERS;

export type TestAppOptions = {
  config?: Partial<Config>;
  /** The pinned clock; without it, the moment of a recently seeded template or the current time (see database-templates.ts). */
  now?: Date;
  /** Set false for tests that need an empty database. */
  seed?: boolean;
  /** Told of every route the app adds (AppOptions.onRoute). */
  onRoute?: AppOptions['onRoute'];
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
  // An empty environment: the developer's shell variables must not change test results.
  const config: Config = {
    ...loadConfig({}),
    outboxDir: path.join(tmpDir, 'outbox'),
    uploadDir: path.join(tmpDir, 'uploads'),
    dataDir: path.join(tmpDir, 'unused-pglite'),
    twoFactorKeyFile: path.join(tmpDir, 'two-factor.key'),
    // High enough that ordinary logins in a file never hit it; the rate-limit test lowers it.
    loginRateLimitMax: 1000,
    loginIpRateLimitMax: 1000,
    ...options.config,
  };
  const now = options.now ?? sharedSeedMoment();

  const database = await openMigratedDatabase({ migrationsDir: config.migrationsDir, seedAt: options.seed === false ? null : now });

  const built = await buildApp({ db: database.db, config, now: () => now, checkAnswers: true, onRoute: options.onRoute });
  const app: FastifyInstance = built.app;

  const login = async (email: string, password = DEMO_PASSWORD) => {
    // As an API client signs in: a bearer token in the answer, no cookie.
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, token: true } });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { token: string } }>().data.token;
  };

  return {
    ...built,
    database,
    config,
    now,
    tmpDir,
    inject: (injectOptions) => app.inject(injectOptions),
    login,
    async loginDemoUsers() {
      const tokens = {} as Record<DemoAccount, string>;
      for (const [account, user] of Object.entries(DEMO_USERS)) tokens[account as DemoAccount] = await login(user.email);
      return tokens;
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
