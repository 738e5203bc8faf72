/**
 * The area loader of the single-bundle build (scripts/webpack/bundled-areas.cjs), which
 * `pnpm bench` measures federation against: every exposed module is part of the shell's own
 * build. In a normal build `@portal/bundled-areas` answers null and this gives no loader.
 */
import { bundledAreaModules } from '@portal/bundled-areas';
import type { AreaModuleLoader } from '@portal/shared';

export function bundledAreaLoader(): AreaModuleLoader | null {
  if (!bundledAreaModules) return null;
  const modules = bundledAreaModules;
  return (remote, module) => modules[remote]?.[module]?.() ?? Promise.reject(new Error(`${remote} has no module ${module}`));
}
