/** Answers above 1 KiB are compressed for a client that accepts it; small ones go as they are. */
import { describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bearer } from '../test/test-app';
import { setUpTestKit } from '../test/test-kit';

const kit = setUpTestKit();
const PROJECTS = '/api/projects?page=1&resPerPage=100';

const get = (url: string, encoding?: string) =>
  kit.t.inject({ method: 'GET', url, headers: { ...bearer(kit.tokens.pm), ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compression of API answers', () => {
  it('sends a large answer in brotli or gzip, as the client asks, with the same JSON inside', async () => {
    const plain = await get(PROJECTS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(PROJECTS, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get(PROJECTS, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves an answer under 1 KiB uncompressed', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
