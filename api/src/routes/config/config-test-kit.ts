/**
 * What the configuration, clients and brands tests share: one seeded app per file, a token
 * for every demo account, a call helper and a record of what the routes publish.
 */
import type { InjectOptions } from 'fastify';
import type { ValidationErrorBody } from '@portal/shared/contract';
import { bearer, createTestApp, type DemoAccount, type TestApp } from '../../test/test-app';

export type Account = DemoAccount;
export type Published = { channel: string; event: string; data: unknown };

export type ConfigTestKit = {
  t: TestApp;
  tokens: Record<Account, string>;
  published: Published[];
  call(account: Account | null, method: InjectOptions['method'], url: string, payload?: unknown): ReturnType<TestApp['inject']>;
};

export async function createConfigTestKit(): Promise<ConfigTestKit> {
  const t = await createTestApp();
  const published: Published[] = [];
  // Records what the routes publish; the real fan-out is covered in src/realtime.
  t.ctx.publisher.publish = async (channel, event, data) => {
    published.push({ channel, event, data });
  };
  const tokens = await t.loginDemoUsers();
  return {
    t,
    tokens,
    published,
    call: (account, method, url, payload) =>
      t.inject({
        method,
        url: `/api/${url}`,
        headers: account ? bearer(tokens[account]) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** Accounts that are not full project managers. */
export const NOT_CONFIG_MANAGERS: Account[] = ['dev', 'limited', 'it', 'clientPm'];

export const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;

/** The order of the lists: lower-cased, code point by code point (as PostgreSQL's lower() under the C collation). */
export const alphabetically = (names: string[]) =>
  [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
