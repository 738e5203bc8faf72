import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config';

describe('loadConfig: sign-in protection', () => {
  it('trusts the forwarder on loopback by default, a configured list, or nobody', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
  });

  it('refuses to trust every proxy', () => {
    for (const value of ['true', 'TRUE', 'loopback,*']) expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('reads the sign-in limits, with the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      loginIpRateLimitMax: 20,
      loginBackoff: { freeFailures: 5, baseMs: 1000, maxMs: 30_000 },
    });
    expect(
      loadConfig({
        LOGIN_IP_RATE_LIMIT_MAX: '100',
        LOGIN_BACKOFF_BASE_MS: '10',
        LOGIN_BACKOFF_MAX_MS: '80',
        LOGIN_BACKOFF_FREE_FAILURES: '3',
      }),
    ).toMatchObject({ loginIpRateLimitMax: 100, loginBackoff: { freeFailures: 3, baseMs: 10, maxMs: 80 } });
  });
});
