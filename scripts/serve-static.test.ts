/**
 * serve-static.mjs --api: the shell's server forwards /api/* to the API unchanged (method,
 * path, query, headers, body, status) and says 502 when the API does not answer; everything
 * else is still the app's files. Its headers (issue 30): the page, on any path, revalidated and
 * under a CSP computed from the files served; hashed files immutable; nosniff, a referrer
 * policy, HSTS only on https; a deploy under the running server is served at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS helper
const { inlineScriptHashes } = require('./webpack/inline-script-hashes.cjs') as { inlineScriptHashes: (html: string) => string[] };
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

const PAGE = '<!doctype html><title>shell</title><script>window.early = 1;</script>';

/** A built shell in a fresh folder: index.html with an inline script and the build's csp.json for it. */
function builtShell(html = PAGE): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  writeShell(dist, html);
  writeFileSync(path.join(dist, 'app.0123abcd.js'), 'console.log("chunk")');
  return dist;
}

/** What a build (and a deploy of it) writes: the page and the hashes of its inline scripts. */
function writeShell(dist: string, html: string): void {
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'csp.json'), JSON.stringify({ page: 'index.html', scriptHashes: inlineScriptHashes(html) }));
}

/** Starts serve-static.mjs for a one-page app in `dist` whose --api is `apiOrigin`. */
async function serveShell(apiOrigin: string, dist = builtShell(), extraArgs: string[] = []): Promise<void> {
  const port = await freePort();
  shell = spawn(
    process.execPath,
    [path.join(__dirname, 'serve-static.mjs'), dist, String(port), '--spa', '--api', apiOrigin, ...extraArgs],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
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

describe("the shell's headers", () => {
  it("answers a deep link with the page, revalidated, under the page's policy", async () => {
    const dist = builtShell();
    writeFileSync(
      path.join(dist, 'config.json'),
      JSON.stringify({
        apiUrl: '/api',
        realtime: { key: 'k', wsHost: 'feed.agency.test', wsPort: 6001, forceTLS: true, cluster: 'local' },
      }),
    );
    const remotes = path.join(dist, 'deployed-remotes.json');
    writeFileSync(remotes, JSON.stringify({ mf_projects: 'https://projects.agency.test/mf-manifest.json' }));
    await serveShell(apiOrigin, dist, ['--remotes', remotes]);

    for (const page of ['/', '/projects', '/project/12?tab=finance', '/index.html']) {
      const answer = await fetch(`${shellUrl}${page}`);
      expect(await answer.text()).toBe(PAGE);
      expect(answer.headers.get('content-type')).toBe('text/html;charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      const csp = answer.headers.get('content-security-policy');
      expect(csp).toContain(`script-src 'self' https://projects.agency.test ${inlineScriptHashes(PAGE)[0]};`);
      expect(csp).toContain(`connect-src 'self' ${apiOrigin} wss://feed.agency.test:6001 https://projects.agency.test;`);
      expect(csp).toContain(`img-src 'self' data: blob: ${apiOrigin};`);
      expect(csp).toContain("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    }

    // Revalidated: the 304 carries the page's headers too, so the browser's copy keeps them.
    const first = await fetch(`${shellUrl}/timesheet`);
    const again = await fetch(`${shellUrl}/timesheet`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  });

  it('keeps content-hashed files immutable and answers a missing file 404, never the page', async () => {
    await serveShell(apiOrigin);

    const chunk = await fetch(`${shellUrl}/app.0123abcd.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    const gone = await fetch(`${shellUrl}/app.fedcba98.js`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe('Not found');
  });

  it('sends nosniff, a referrer policy and no HSTS over plain http, and HSTS behind an https proxy', async () => {
    await serveShell(apiOrigin);

    const plain = await fetch(`${shellUrl}/projects`);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${shellUrl}/projects`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves a deploy copied under the running server at once, page and policy', async () => {
    const dist = builtShell();
    await serveShell(apiOrigin, dist);
    const before = await fetch(`${shellUrl}/projects`);

    const deployed = '<!doctype html><title>shell, new build</title><script>window.early = 2; window.build = "new";</script>';
    writeShell(dist, deployed);
    const after = await fetch(`${shellUrl}/projects`, { headers: { 'If-None-Match': before.headers.get('etag')! } });

    expect(after.status).toBe(200);
    expect(await after.text()).toBe(deployed);
    expect(after.headers.get('content-security-policy')).toContain(inlineScriptHashes(deployed)[0]);
    expect(after.headers.get('content-security-policy')).not.toContain(inlineScriptHashes(PAGE)[0]);
  });

  it("refuses to start on a shell folder without the build's csp.json", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
    writeFileSync(path.join(dist, 'index.html'), PAGE);
    const server = spawn(process.execPath, [path.join(__dirname, 'serve-static.mjs'), dist, String(await freePort()), '--spa'], {
      stdio: 'ignore',
    });
    const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
    expect(code).not.toBe(0);
  });
});
