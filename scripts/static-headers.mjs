/**
 * The security headers of the static servers (serve-static.mjs): the Content-Security-Policy of
 * the shell's page, computed from the files the server is serving, and the headers every answer
 * carries. docs/security.md (V14) says why each source is there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The origin of `url` when it is absolute (http, https, ws, wss), else nothing: a relative URL is 'self'. */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

const unique = (sources) => [...new Set(sources.filter(Boolean))];

/**
 * The page's CSP from what the shell serves now: /remotes.json (each remote's origin may run
 * scripts and be fetched from), /config.json (the API when it is on another origin, the live
 * feed's WebSocket), csp.json (the build's hashes of index.html's inline scripts) and the API
 * the server forwards to (avatar URLs point at the API's public address, PUBLIC_API_URL).
 */
export function pageCsp({ remotes, config, scriptHashes, apiOrigin }) {
  const remoteOrigins = Object.values(remotes ?? {}).map(originOf);
  const realtime = config?.realtime;
  const liveFeed = realtime?.wsHost ? originOf(`${realtime.forceTLS ? 'wss' : 'ws'}://${realtime.wsHost}:${realtime.wsPort}`) : null;
  const api = [originOf(config?.apiUrl ?? ''), ...[apiOrigin ?? []].flat().map(originOf)];
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remoteOrigins, ...scriptHashes]),
    'connect-src': unique(["'self'", ...api, liveFeed, ...remoteOrigins]),
    'img-src': unique(["'self'", 'data:', 'blob:', ...api]),
    // Emotion (Chakra) writes its rules into <style> elements at run time; see docs/security.md.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What any answer that is not the page may do when opened as a document: nothing. */
export const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers of every answer of a static server; HSTS only on https (directly or behind a proxy that says so). */
export function commonHeaders(req) {
  const https = Boolean(req.socket.encrypted) || req.headers['x-forwarded-proto']?.split(',')[0].trim() === 'https';
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The page's CSP for the shell in `dir`, read from the files on disk at each call: a deploy that
 * replaces them under a running server (new csp.json, new remotes) is in the next page's policy.
 * `overrides` are the deploy-time files given with --config / --remotes.
 */
export function pageCspOf(dir, { overrides, apiOrigin }) {
  const fileOf = (name) => overrides[`/${name}`] ?? path.join(dir, name);
  const cspFile = path.join(dir, 'csp.json');
  if (!existsSync(cspFile)) {
    throw new Error(`${cspFile} is missing: index.html's inline-script hashes come from the shell's build (pnpm build)`);
  }
  const optionalJson = (name) => (existsSync(fileOf(name)) ? readJson(fileOf(name)) : null);
  return pageCsp({
    remotes: optionalJson('remotes.json'),
    config: optionalJson('config.json'),
    scriptHashes: readJson(cspFile).scriptHashes,
    apiOrigin,
  });
}
