/**
 * Serves one built app from its own origin, as a CDN would in production:
 *   node scripts/serve-static.mjs <dist-dir> [port] [--spa] [--config file] [--remotes file] [--api origin]
 * The port defaults to apps.json's for the app whose folder holds <dist-dir>. --spa answers
 * unknown paths with index.html (the shell's deep links); --config and --remotes replace the
 * shell's /config.json and /remotes.json at deploy time, without a rebuild. --api forwards
 * /api/* to the API at that origin, as a production reverse proxy would: the portal's calls
 * stay on the page's own origin, so none waits for a CORS preflight.
 * Remotes answer with CORS headers, since the shell's origin loads them. Text assets go out
 * precompressed (brotli or gzip, written by the build).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createProxyServer } from 'httpxy';
import sirv from 'sirv';
import { APPS, ROOT } from './apps.mjs';

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

// Entry points must be revalidated; content-hashed chunks never change.
const NO_CACHE = /(^\/$|index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|config\.json|remotes\.json|main\.js)$/;

const overrides = {
  '/config.json': values.config,
  '/remotes.json': values.remotes,
};

// The build writes .br and .gz beside each text asset; sirv picks one by Accept-Encoding and sends Vary.
const serveFiles = sirv(path.resolve(dir), {
  dev: false,
  brotli: true,
  gzip: true,
  etag: true,
  single: values.spa ?? false,
  setHeaders(res, pathname) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', NO_CACHE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
  },
});

const apiProxy = values.api ? createProxyServer({ target: values.api, xfwd: true }) : null;
const API_PATH = /^\/api(?:[/?]|$)/;

/** Forwards the request to the API; an API that does not answer is a 502 the portal shows as such. */
function forwardToApi(req, res) {
  apiProxy.web(req, res).catch(() => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API could not be reached.' }));
  });
}

http
  .createServer((req, res) => {
    if (apiProxy && API_PATH.test(req.url ?? '')) {
      forwardToApi(req, res);
      return;
    }
    const override = overrides[req.url?.split('?')[0] ?? ''];
    if (override) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(readFileSync(override));
      return;
    }
    serveFiles(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  })
  .listen(Number(port), () => console.log(`serving ${dir} on http://localhost:${port}`));
