/**
 * What every API test file shares: one seeded app per file, created in `beforeAll` and closed in
 * `afterAll`, a token for every demo account, a call helper and a record of what the routes publish.
 */
import { afterAll, beforeAll } from '@jest/globals';
import type { InjectOptions } from 'fastify';
import { channelList } from '../realtime/publisher';
import { sharedSeedMoment } from './database-templates';
import { bearer, createTestApp, type DemoAccount, type TestApp, type TestAppOptions } from './test-app';

export type Published = { channel: string; event: string; data: unknown };

export type TestKit = {
  /** The app; reading it before `beforeAll` has run throws. */
  readonly t: TestApp;
  /** The pinned clock of the app and the seed, known before the app exists. */
  now: Date;
  /** A token for every demo account, filled in `beforeAll`. */
  tokens: Record<DemoAccount, string>;
  /** What the routes published, in order (unless `realPublisher`). */
  published: Published[];
  /** A call to `/api/<url>`, signed in as the account (null: without a token). */
  call(account: DemoAccount | null, method: InjectOptions['method'], url: string, payload?: unknown): ReturnType<TestApp['inject']>;
};

export type TestKitOptions = TestAppOptions & {
  /** Sign in no demo account up front (the login tests count sign-ins against the rate limit). */
  signedOut?: boolean;
  /** Keep the app's publisher (the real-time tests); otherwise publications are only recorded. */
  realPublisher?: boolean;
};

/** Registers the file's `beforeAll`/`afterAll`; call it at the top level of a test file. */
export function setUpTestKit(options: TestKitOptions = {}): TestKit {
  const { signedOut, realPublisher, ...appOptions } = options;
  const now = appOptions.now ?? sharedSeedMoment();
  const tokens = {} as Record<DemoAccount, string>;
  const published: Published[] = [];
  let app: TestApp | undefined;
  const appOf = () => {
    if (!app) throw new Error('The test app exists only once beforeAll has run.');
    return app;
  };

  beforeAll(async () => {
    app = await createTestApp({ ...appOptions, now });
    if (!realPublisher) {
      app.ctx.publisher.publish = (channels, event, data) => {
        for (const channel of channelList(channels)) published.push({ channel, event, data });
        return Promise.resolve();
      };
    }
    if (!signedOut) Object.assign(tokens, await app.loginDemoUsers());
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  return {
    get t() {
      return appOf();
    },
    now,
    tokens,
    published,
    call: (account, method, url, payload) =>
      appOf().inject({
        method,
        url: `/api/${url}`,
        headers: account ? bearer(tokens[account]) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
