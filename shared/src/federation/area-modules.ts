/**
 * Loading a module that another area exposes, from any area. Only the shell knows where the
 * remotes are (/remotes.json) and owns the federation instance that registered them, so it
 * installs its loader here at start-up; a remote that composes another area's module (the
 * projects report rendering the projects filters) asks through this singleton and never keeps
 * a registry of its own. What it answers is trusted to match the federation contract.
 */
import type { ExposedComponent, ModuleName, RemoteName } from './area-contract';

export type AreaModuleLoader = (remote: string, module: string, options?: { fresh?: boolean }) => Promise<unknown>;

let installed: AreaModuleLoader | null = null;
/** What loaded, by "remote/module": a part whose module is here renders at once, without a loading state. */
const loadedModules = new Map<string, unknown>();

/** Called once by the shell, with its registry's loader (timeout and retry included). */
export function setAreaModuleLoader(loader: AreaModuleLoader): void {
  installed = loader;
  loadedModules.clear();
}

/** Loads `module` (e.g. "./projects-filters") of `remote` (e.g. "mf_projects"); `fresh` drops a cached failure first. */
export function loadAreaModule<R extends RemoteName, M extends ModuleName<R>>(
  remote: R,
  module: M,
  options?: { fresh?: boolean },
): Promise<{ default: ExposedComponent<R, M> }> {
  if (!installed) return Promise.reject(new Error(`No area loader: ${remote}/${module} requested before the shell started`));
  return installed(remote, module, options).then((loaded) => {
    loadedModules.set(`${remote}/${module}`, loaded);
    return loaded as { default: ExposedComponent<R, M> };
  });
}

/** Before a fresh load (a Try again): what loaded before is not rendered again meanwhile. */
export function forgetAreaModule(remote: string, module: string): void {
  loadedModules.delete(`${remote}/${module}`);
}

/** `module` of `remote` if it has loaded already (preloaded, or shown before), else undefined. */
export function loadedAreaModule<R extends RemoteName, M extends ModuleName<R>>(
  remote: R,
  module: M,
): { default: ExposedComponent<R, M> } | undefined {
  return loadedModules.get(`${remote}/${module}`) as { default: ExposedComponent<R, M> } | undefined;
}
