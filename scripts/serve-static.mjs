/**
 * Serves one built app from its own origin, as a CDN would in production:
 *   node scripts/serve-static.mjs <dist-dir> [port] [--spa] [--config file] [--remotes file] [--api origin]
 * The port defaults to apps.json's for the app whose folder holds <dist-dir>. --spa answers
 * unknown paths with index.html (the shell's deep links); --config and --remotes replace the
 * shell's /config.json and /remotes.json at deploy time, without a rebuild. --api forwards
 * /api/* to the API at that origin, as a production reverse proxy would: the portal's calls
 * stay on the page's own origin, so none waits for a CORS preflight. --api may list several
 * origins (comma-separated, API instances on one PostgreSQL): each request and each live-feed
 * WebSocket (/app/...) goes to the next one in turn, as a round-robin load balancer would.
 * Remotes answer with CORS headers, since the shell's origin loads them. Text assets go out
 * precompressed (brotli or gzip, written by the build).
 *
 * index.html is revalidated on every visit whatever path serves it (a deep link too), so a
 * bookmarked page gets the new build right after a deploy; content-hashed files are immutable.
 * The page carries a strict Content-Security-Policy computed from the files being served
 * (static-headers.mjs); every answer carries nosniff, Referrer-Policy, and HSTS on https.
 * Files are looked up on disk at each request, so a deploy that replaces them under a running
 * server is served at once.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createProxyServer } from 'httpxy';
import sirv from 'sirv';
import { APPS, ROOT } from './apps.mjs';
import { ASSET_CSP, commonHeaders, pageCspOf } from './static-headers.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { spa: { type: 'boolean' }, config: { type: 'string' }, remotes: { type: 'string' }, api: { type: 'string' } },
});
const [dir, portArg] = positionals;
const port = portArg ?? (dir && APPS.find((app) => path.join(ROOT, app.dir) === path.dirname(path.resolve(dir))))?.port;
if (!dir || !port) {
  console.error('usage: serve-static.mjs <dist-dir> [port] [--spa] [--config file] [--remotes file] [--api origin]');
  process.exit(2);
}
const root = path.resolve(dir);

const PAGE = '/index.html';
// Entry points must be revalidated; content-hashed chunks never change.
const NO_CACHE = /(^\/$|index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|config\.json|remotes\.json|main\.js|csp\.json)$/;

const overrides = {
  '/config.json': values.config,
  '/remotes.json': values.remotes,
};
/** The API instances /api is forwarded to, in turn. */
const apiOrigins = (values.api ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
let turn = 0;
const nextApiOrigin = () => apiOrigins[turn++ % apiOrigins.length];

if (values.spa) pageCspOf(root, { overrides, apiOrigin: apiOrigins }); // a shell built without csp.json stops here, not at its first visitor

// The build writes .br and .gz beside each text asset; sirv picks one by Accept-Encoding and sends Vary.
// No `.html` extension lookup and no `single`: every answer with index.html is a request for
// PAGE (a deep link is rewritten to it below), so it is always the page's headers it gets.
const serveFiles = sirv(root, { dev: true, extensions: [], brotli: true, gzip: true, etag: true });

/**
 * The caching and CSP headers of the file at `pathname`, set before sirv answers, so that a 304
 * (which sirv sends without calling setHeaders) carries them too and refreshes the browser's copy.
 */
function setFileHeaders(res, pathname) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', NO_CACHE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
  res.setHeader('Content-Security-Policy', pathname === PAGE ? pageCspOf(root, { overrides, apiOrigin: apiOrigins }) : ASSET_CSP);
}

const apiProxy = apiOrigins.length > 0 ? createProxyServer({ xfwd: true }) : null;
const API_PATH = /^\/api(?:[/?]|$)/;
/** The API's Pusher-protocol endpoint, for a live feed that connects to the page's own origin. */
const LIVE_FEED_PATH = /^\/app\//;

/** Forwards the request to the API; an API that does not answer is a 502 the portal shows as such. */
function forwardToApi(req, res) {
  apiProxy.web(req, res, { target: nextApiOrigin() }).catch(() => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API could not be reached.' }));
  });
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Security-Policy': ASSET_CSP });
  res.end('Not found');
}

/** The static answer: a deploy-time file, an app's file, or the page for a deep link. */
function serveStatic(req, res) {
  for (const [name, value] of Object.entries(commonHeaders(req))) res.setHeader(name, value);
  const url = new URL(req.url ?? '/', 'http://localhost');
  const override = overrides[url.pathname];
  if (override) {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', 'Content-Security-Policy': ASSET_CSP });
    res.end(readFileSync(override));
    return;
  }
  setFileHeaders(res, url.pathname);
  serveFiles(req, res, () => {
    if (!values.spa || url.pathname.split('/').pop().includes('.')) return notFound(res);
    // A deep link (/projects, /project/12, /): the page, with the page's headers; the query stays for the router.
    req.url = PAGE + url.search;
    setFileHeaders(res, PAGE);
    serveFiles(req, res, () => notFound(res));
  });
}

const server = http.createServer((req, res) => {
  if (apiProxy && API_PATH.test(req.url ?? '')) {
    forwardToApi(req, res);
    return;
  }
  try {
    serveStatic(req, res);
  } catch (error) {
    // A deploy caught half-way (csp.json missing, a JSON file cut short): this answer fails, not the server.
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('The page cannot be served right now.');
  }
});
// Clients that keep idle connections open (proxies, Node's HTTP agents) may send a request on
// one just as the server closes it after its default 5 s, and that request fails with
// ECONNRESET. Outlasting their idle time (proxies' is often 60 s) means they close first.
server.keepAliveTimeout = 65_000;
server.on('upgrade', (req, socket, head) => {
  if (!apiProxy || !LIVE_FEED_PATH.test(req.url ?? '')) {
    socket.destroy();
    return;
  }
  apiProxy.ws(req, socket, { target: nextApiOrigin() }, head).catch(() => socket.destroy());
});
server.listen(Number(port), () => console.log(`serving ${dir} on http://localhost:${port}`));
