/** What the configuration, clients and brands tests share beyond the common test kit (src/test/test-kit.ts). */
import { expect } from '@jest/globals';
import type { ValidationErrorBody } from '@portal/shared/contract';
import type { DemoAccount } from '../../test/test-app';
import type { TestKit } from '../../test/test-kit';

/** Accounts that are not full project managers. */
export const NOT_CONFIG_MANAGERS: DemoAccount[] = ['dev', 'limited', 'it', 'clientPm'];

export type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object];

/** A catalogue's calls: its list, one item, create, update and delete. */
export const catalogueCalls = (list: string, item: string, payload: object): Call[] => [
  ['GET', list],
  ['GET', `${item}/1`],
  ['POST', list, payload],
  ['PUT', `${list}/1`, payload],
  ['DELETE', `${list}/1`],
];

/** Each call answers 401 without a token and 403 to every account but a full project manager's. */
export async function expectConfigManagersOnly(kit: TestKit, calls: Call[]): Promise<void> {
  const answers: Record<string, number> = {};
  const expected: Record<string, number> = {};
  for (const [method, url, payload] of calls) {
    for (const account of [null, ...NOT_CONFIG_MANAGERS]) {
      const key = `${account ?? 'no token'}: ${method} ${url}`;
      answers[key] = (await kit.call(account, method, url, payload)).statusCode;
      expected[key] = account ? 403 : 401;
    }
  }
  expect(answers).toEqual(expected);
}

export const errorsOf = (response: { json(): unknown }) => (response.json() as ValidationErrorBody).errors;

/** The order of the lists: lower-cased, code point by code point (as PostgreSQL's lower() under the C collation). */
export const alphabetically = (names: string[]) =>
  [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
