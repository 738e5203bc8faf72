/**
 * Starting and stopping the suite's own processes: the API, the static servers of the built
 * apps, and extra static servers that single tests start and stop. Every child runs in its
 * own process group (so that `pnpm` and what it starts stop together) and logs to a file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from './env';

export type Started = { name: string; child: ChildProcess; log: string };

export function startProcess(
  name: string,
  command: string,
  args: string[],
  { env = {}, cwd = ROOT_DIR, logDir }: { env?: Record<string, string>; cwd?: string; logDir: string },
): Started {
  const log = path.join(logDir, `${name}.log`);
  const out = openSync(log, 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  return { name, child, log };
}

/** Stops a child and everything it started (its process group); resolves once it has exited. */
export async function stopProcess({ child }: Started, timeoutMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

export function isRunning({ child }: Started): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Waits until `url` answers 2xx, failing early when the process that should serve it died. */
export async function waitForUrl(url: string, { timeoutMs = 90_000, process: owner }: { timeoutMs?: number; process?: Started } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (owner && !isRunning(owner)) {
      throw new Error(`${owner.name} exited (code ${owner.child.exitCode}) before ${url} answered; see ${owner.log}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})${owner ? `; see ${owner.log}` : ''}`);
}

/** True when nothing listens on the port (neither on IPv4 nor IPv6 localhost). */
export async function isPortFree(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '::1']) {
    const inUse = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (inUse) return false;
  }
  return true;
}

/** A port the OS considers free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const SERVE_STATIC = path.join(ROOT_DIR, 'scripts', 'serve-static.mjs');

/** Starts scripts/serve-static.mjs for a dist folder and waits until it answers `probe`. */
export async function serveStatic(
  name: string,
  dist: string,
  port: number,
  { logDir, extraArgs = [], probe = '/' }: { logDir: string; extraArgs?: string[]; probe?: string },
): Promise<Started> {
  if (!existsSync(dist)) throw new Error(`${dist} does not exist: build the apps first (pnpm build)`);
  const started = startProcess(name, process.execPath, [SERVE_STATIC, dist, String(port), ...extraArgs], { logDir });
  try {
    await waitForUrl(`http://localhost:${port}${probe}`, { timeoutMs: 15_000, process: started });
  } catch (error) {
    await stopProcess(started);
    throw error;
  }
  return started;
}
