/**
 * The shell's Content-Security-Policy as the browser enforces it: what it refused on a page,
 * and the policy scripts/serve-static.mjs would send for a shell deployed with other remotes
 * (a test that points the page's /remotes.json elsewhere deploys those remotes for that page).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { API_ORIGIN, BASE_URL, ROOT_DIR, runDir } from './env';

export type CspViolation = { directive: string; blocked: string; page: string };

/**
 * Starts recording what the page's CSP refuses (call before the page loads): the
 * `securitypolicyviolation` events of every document the page opens, and the console's
 * "Refused to …" messages, which also name what no event reports (a refused inline handler).
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('reportCspViolation', (_source, violation: CspViolation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: CspViolation) => void }).reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI || event.sample, page: location.pathname });
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) {
      violations.push({ directive: 'console', blocked: message.text(), page: new URL(page.url()).pathname });
    }
  });
  return violations;
}

type StaticHeaders = { pageCsp: (sources: { remotes: object; config: object; scriptHashes: string[]; apiOrigin: string }) => string };

/** serve-static.mjs's own policy code (an ES module of the scripts, loaded as global-setup loads apps.mjs). */
const staticHeaders = () => import(pathToFileURL(path.join(ROOT_DIR, 'scripts/static-headers.mjs')).href) as Promise<StaticHeaders>;

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The page CSP the suite's shell server would send if its /remotes.json were `remotes`. */
export async function pageCspFor(remotes: Record<string, string>): Promise<string> {
  const { pageCsp } = await staticHeaders();
  return pageCsp({
    remotes,
    config: readJson(path.join(runDir(), 'config.json')),
    scriptHashes: readJson<{ scriptHashes: string[] }>(path.join(ROOT_DIR, 'shell/dist/csp.json')).scriptHashes,
    apiOrigin: API_ORIGIN,
  });
}

/** The shell's pages (no file extension, not /api): what a deep link or a reload loads. */
export const isShellPage = (url: URL) => url.origin === BASE_URL && !url.pathname.startsWith('/api') && !/\.\w+$/.test(url.pathname);
