/**
 * serve-static.mjs --api: the shell's server forwards /api/* to the API unchanged (method,
 * path, query, headers, body, status) and says 502 when the API does not answer; everything
 * else is still the app's files.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type Received = { method?: string; url?: string; authorization?: string; body: string };

const received: Received[] = [];
const api = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
    res.writeHead(req.url?.startsWith('/api/missing') ? 404 : 201, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ answeredBy: 'api' }));
  });
});

const listening = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function freePort(): Promise<number> {
  const probe = http.createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let shell: ChildProcess | undefined;
let shellUrl = '';
let apiOrigin = '';

/** Starts serve-static.mjs for a one-page app whose --api is `apiOrigin`. */
async function serveShell(apiOrigin: string): Promise<void> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  const port = await freePort();
  shell = spawn(process.execPath, [path.join(__dirname, 'serve-static.mjs'), dist, String(port), '--spa', '--api', apiOrigin], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => shell!.stdout!.once('data', () => resolve()));
  shellUrl = `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  apiOrigin = `http://127.0.0.1:${await listening(api)}`;
});
afterEach(() => {
  shell?.kill();
  received.length = 0;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

it('forwards an API call with its method, path, query, token and body, and hands back the answer', async () => {
  await serveShell(apiOrigin);

  const answer = await fetch(`${shellUrl}/api/save-project?draft=1`, {
    method: 'POST',
    headers: { Authorization: 'Bearer t0ken', 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Spring campaign' }),
  });

  expect(answer.status).toBe(201);
  expect(await answer.json()).toEqual({ answeredBy: 'api' });
  expect(received).toEqual([
    { method: 'POST', url: '/api/save-project?draft=1', authorization: 'Bearer t0ken', body: '{"name":"Spring campaign"}' },
  ]);
  const missing = await fetch(`${shellUrl}/api/missing`);
  expect(missing.status).toBe(404);
});

it("leaves the app's own paths to the app, even those that only start like the API's", async () => {
  await serveShell(apiOrigin);

  for (const page of ['/', '/apiary', '/projects']) {
    const answer = await fetch(`${shellUrl}${page}`);
    expect(await answer.text()).toContain('<title>shell</title>');
  }
  expect(received).toEqual([]);
});

it('answers 502 with a message when the API does not answer', async () => {
  await serveShell(`http://127.0.0.1:${await freePort()}`);

  const answer = await fetch(`${shellUrl}/api/health`);

  expect(answer.status).toBe(502);
  expect(await answer.json()).toEqual({ message: 'The API could not be reached.' });
});
