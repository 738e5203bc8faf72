/** @jest-environment node */
/**
 * A save whose answer is lost: the server below keeps what the first request sends, then drops
 * the connection before answering (what a restarting API does to the call in flight). It keys
 * records by Idempotency-Key as the API does, so a retry with the same key gets the first
 * answer and a retry with another key would make a second record.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setPortalConfig } from '../config/portal-config';
import { useSessionStore } from '../session/session-store';
import { apiPostIdempotent, resetApiClient } from './api-client';

type Attempt = { url?: string; key?: string; body: Buffer };

describe('apiPostIdempotent (against a real HTTP server)', () => {
  let server: http.Server;
  const attempts: Attempt[] = [];
  const records = new Map<string, { id: number; body: string }>();
  /** How many of the next requests lose their connection after being saved. */
  let dropNext = 0;
  let refuse = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const key = req.headers['idempotency-key'] as string | undefined;
        const body = Buffer.concat(chunks);
        attempts.push({ url: req.url, key, body });
        if (refuse) {
          res.writeHead(422, { 'Content-Type': 'application/json' });
          return res.end(JSON.stringify({ message: 'The hours field is required.', errors: { hours: ['The hours field is required.'] } }));
        }
        const recordKey = key ?? `no key ${attempts.length}`;
        if (!records.has(recordKey)) records.set(recordKey, { id: records.size + 1, body: body.toString('latin1') });
        if (dropNext > 0) {
          dropNext -= 1;
          return req.socket.destroy();
        }
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data: { id: records.get(recordKey)!.id } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    setPortalConfig({
      apiUrl: `http://127.0.0.1:${port}/api/`,
      realtime: { key: 'k', wsHost: 'localhost', wsPort: 1, forceTLS: false, cluster: 'local' },
    });
    useSessionStore.setState({ signedIn: true });
    resetApiClient();
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    attempts.length = 0;
    records.clear();
    dropNext = 0;
    refuse = false;
  });

  it('retries once after a network error with the same key and body: one record, the first answer', async () => {
    dropNext = 1;
    const answer = await apiPostIdempotent<{ data: { id: number } }>('ts', { hours: 1.5, details: 'Storyboard' });

    expect(attempts).toHaveLength(2);
    expect(attempts[0].key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(attempts[1].key).toBe(attempts[0].key);
    expect(attempts[1].body.equals(attempts[0].body)).toBe(true);
    expect(records.size).toBe(1);
    expect(answer).toEqual({ data: { id: 1 } });
  });

  it('retries a multipart upload with the same bytes', async () => {
    dropNext = 1;
    const form = new FormData();
    form.append('value', '99.10');
    form.append('document', new Blob(['%PDF-1.4 receipt'], { type: 'application/pdf' }), 'receipt.pdf');
    await apiPostIdempotent('external-expenses', form);

    expect(attempts).toHaveLength(2);
    expect(attempts[1].key).toBe(attempts[0].key);
    expect(attempts[1].body.equals(attempts[0].body)).toBe(true);
    expect(attempts[0].body.toString()).toContain('%PDF-1.4 receipt');
    expect(records.size).toBe(1);
  });

  it('gives each submission its own key', async () => {
    await apiPostIdempotent('purchase-orders', { po_number: 'PO-1' });
    await apiPostIdempotent('purchase-orders', { po_number: 'PO-1' });
    expect(attempts).toHaveLength(2);
    expect(attempts[1].key).not.toBe(attempts[0].key);
    expect(records.size).toBe(2);
  });

  it('does not retry an answer of the API, and gives up after one retry', async () => {
    refuse = true;
    await expect(apiPostIdempotent('cost-estimates', {})).rejects.toMatchObject({ name: 'HTTPError' });
    expect(attempts).toHaveLength(1);

    refuse = false;
    attempts.length = 0;
    dropNext = 2;
    await expect(apiPostIdempotent('generate-invoice/7', {})).rejects.toThrow();
    expect(attempts).toHaveLength(2);
    expect(records.size).toBe(1);
  });
});
