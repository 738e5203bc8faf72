/**
 * A test's own static server of a built remote (scripts/serve-static.mjs on a spare port),
 * which the test can stop and start again, and a way to point the shell at it: a page
 * route that rewrites the shell's /remotes.json for that page only.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT_DIR, runDir } from './env';
import { freePort, serveStatic, stopProcess, type Started } from './processes';

export class RemoteServer {
  private process: Started | null = null;

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  /** Serves `<dir>/dist` (e.g. "mf-projects") on a spare port (or the one given). */
  static async start(dir: string, port?: number): Promise<RemoteServer> {
    const server = new RemoteServer(dir, port ?? (await freePort()));
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
    this.process = await serveStatic(`${this.dir}-${this.port}`, path.join(ROOT_DIR, this.dir, 'dist'), this.port, {
      logDir: path.join(runDir(), 'logs'),
      probe: '/mf-manifest.json',
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
 * given manifest URL (others stay as deployed). Call before the page loads the shell.
 */
export async function overrideRemotes(page: Page, overrides: Record<string, string>): Promise<void> {
  await page.route(/\/remotes\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const remotes = { ...((await response.json()) as Record<string, string>), ...overrides };
    await route.fulfill({ response, json: remotes });
  });
}

/** An address where nothing answers: a remote "not deployed". */
export async function deadManifestUrl(): Promise<string> {
  return `http://localhost:${await freePort()}/mf-manifest.json`;
}
