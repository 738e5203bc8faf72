/**
 * A test's own static server of a built remote (scripts/serve-static.mjs on a spare port),
 * which the test can stop and start again, and a way to point the shell at it: a page
 * route that rewrites the shell's /remotes.json for that page only.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { isShellPage, pageCspFor } from './csp';
import { ROOT_DIR, runDir } from './env';
import { freePort, serveStatic, stopProcess, type Started } from './processes';

export class RemoteServer {
  private process: Started | null = null;

  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly root = path.join(ROOT_DIR, dir, 'dist'),
    private readonly probe = '/mf-manifest.json',
  ) {}

  /** Serves `<dir>/dist` (e.g. "mf-projects") on a spare port (or the one given). */
  static async start(dir: string, port?: number): Promise<RemoteServer> {
    const server = new RemoteServer(dir, port ?? (await freePort()));
    await server.resume();
    return server;
  }

  /** Serves a deploy root of version folders (scripts/publish-remote.mjs) on `port`, once `probe` is there. */
  static async deployRoot(name: string, root: string, port: number, probe: string): Promise<RemoteServer> {
    const server = new RemoteServer(name, port, root, probe);
    await server.resume();
    return server;
  }

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  get manifestUrl(): string {
    return `${this.origin}/mf-manifest.json`;
  }

  get running(): boolean {
    return this.process !== null;
  }

  /** Starts it again on the same port (after stop()). */
  async resume(): Promise<void> {
    if (this.process) return;
    this.process = await serveStatic(`${this.dir}-${this.port}`, this.root, this.port, {
      logDir: path.join(runDir(), 'logs'),
      probe: this.probe,
    });
  }

  async stop(): Promise<void> {
    if (!this.process) return;
    await stopProcess(this.process);
    this.process = null;
  }
}

/**
 * Rewrites the shell's /remotes.json for this page: each given remote name points at the
 * given manifest URL (others stay as deployed). Call before the page loads the shell. The
 * page's Content-Security-Policy becomes the one serve-static.mjs computes for a shell deployed
 * with those remotes, so that the page may load them, as a real deploy of them would allow.
 */
export async function overrideRemotes(page: Page, overrides: Record<string, string>): Promise<void> {
  const deployed = JSON.parse(readFileSync(path.join(runDir(), 'remotes.json'), 'utf8')) as Record<string, string>;
  const remotes = { ...deployed, ...overrides };
  const csp = await pageCspFor(remotes);
  await page.route(/\/remotes\.json(\?.*)?$/, (route) => route.fulfill({ json: remotes, headers: { 'cache-control': 'no-cache' } }));
  await page.route(isShellPage, (route) => servePageWithPolicy(route, async () => csp));
}

/**
 * Every page of `context` gets its /remotes.json from `file`, read at each request, as a shell
 * deployed with `--remotes file` serves it: a deploy that rewrites the file re-points the portal.
 * The pages' Content-Security-Policy follows the file, as serve-static.mjs's would.
 */
export async function remotesFromFile(context: BrowserContext, file: string): Promise<void> {
  const remotes = () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  await context.route(/\/remotes\.json(\?.*)?$/, (route) => route.fulfill({ json: remotes(), headers: { 'cache-control': 'no-cache' } }));
  await context.route(isShellPage, (route) => servePageWithPolicy(route, () => pageCspFor(remotes())));
}

/** The shell's page as deployed, with the given Content-Security-Policy; other requests go on. */
async function servePageWithPolicy(route: Route, policy: () => Promise<string>): Promise<void> {
  if (route.request().resourceType() !== 'document') return route.fallback();
  // A kept-alive connection closed under the request is tried again once, as a browser does.
  const response = await route.fetch({ maxRetries: 1 });
  return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': await policy() } });
}

/** An address where nothing answers: a remote "not deployed". */
export async function deadManifestUrl(): Promise<string> {
  return `http://localhost:${await freePort()}/mf-manifest.json`;
}

/** An address that takes the request and never answers: a remote that hangs. Close it after the test. */
export async function hangingRemote(): Promise<{ manifestUrl: string; close: () => void }> {
  const server = http.createServer(() => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
