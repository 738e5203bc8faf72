/**
 * Registers the remotes of /remotes.json with the shell's federation instance and loads
 * their exposed modules. A load that fails is retried once after a short pause, within the
 * same LOAD_TIMEOUT_MS: a remote that hangs or keeps failing shows its area's card that long
 * after it was asked for (README, "Failure isolation"), not once per attempt. Before a
 * user-requested retry the remote is registered again, which drops every cached failure.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractCheck, refusedContract } from './contract-check';
import type { RemotesManifest } from './deploy-config';

const LOAD_TIMEOUT_MS = 12_000;
const RETRY_PAUSE_MS = 800;

let manifest: RemotesManifest = {};

/** The manifest URL this page registered for `remote` (what /remotes.json said at start-up). */
export function registeredEntry(remote: string): string | undefined {
  return manifest[remote];
}

export function registerRemoteManifest(remotes: RemotesManifest): void {
  manifest = remotes;
  registerPlugins([contractCheck()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`The ${remote} area could not be loaded`, { cause });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce<T>(remote: string, module: string, timeoutMs: number): Promise<T> {
  const loaded = await withTimeout(loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`), timeoutMs);
  if (!loaded) throw new Error(`${remote} has no module ${module}`);
  return loaded;
}

/** Registers the remote again, dropping cached manifests and entries after a failure. */
function refreshRemote(remote: string): void {
  const entry = manifest[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

export async function loadRemoteModule<T>(remote: string, module: string, { fresh = false } = {}): Promise<T> {
  if (!manifest[remote]) throw new RemoteUnavailableError(remote, new Error('not in /remotes.json'));
  if (fresh) refreshRemote(remote);
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  try {
    return await loadOnce<T>(remote, module, LOAD_TIMEOUT_MS);
  } catch (firstError) {
    // A load that hung used the whole time; one that failed fast is retried in what is left,
    // unless the remote was refused for its contract (loading it again would not change that).
    const left = deadline - Date.now() - RETRY_PAUSE_MS;
    if (left <= 0 || refusedContract(remote)) throw new RemoteUnavailableError(remote, firstError);
    await pause(RETRY_PAUSE_MS);
    refreshRemote(remote);
    try {
      return await loadOnce<T>(remote, module, left);
    } catch (error) {
      throw new RemoteUnavailableError(remote, error);
    }
  }
}
